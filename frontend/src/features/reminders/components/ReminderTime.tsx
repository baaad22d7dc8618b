import { useState } from 'react';

/** The daily reminder's local time: typed freely, saved once the field is left with a new time. */
export function ReminderTime({
  label,
  value,
  disabled,
  onSave,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onSave: (time: string) => Promise<void>;
}) {
  const [time, setTime] = useState<string | null>(null);
  return (
    <div className="setting-row setting-row--sub">
      <label htmlFor="reminder-time" className="setting-row__label">
        {label}
      </label>
      <input
        id="reminder-time"
        type="time"
        className="field-input reminder-settings__time"
        value={time ?? value}
        disabled={disabled}
        onChange={(event) => setTime(event.target.value)}
        onBlur={() => {
          if (time && time !== value) void onSave(time).then(() => setTime(null));
        }}
      />
    </div>
  );
}
