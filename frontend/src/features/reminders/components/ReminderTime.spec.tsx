import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReminderTime } from './ReminderTime';

describe('ReminderTime', () => {
  it('saves a new time once the field is left, and nothing for the same time', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    render(<ReminderTime label="Hora del recordatorio" value="08:00" disabled={false} onSave={onSave} />);
    const field = screen.getByLabelText('Hora del recordatorio') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '08:00' } });
    fireEvent.blur(field);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '21:15' } });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(onSave).toHaveBeenCalledWith('21:15');
    expect(field.value).toBe('21:15');
  });

  it('is off while the daily reminder is', () => {
    render(<ReminderTime label="Hora del recordatorio" value="08:00" disabled onSave={() => Promise.resolve()} />);
    expect((screen.getByLabelText('Hora del recordatorio') as HTMLInputElement).disabled).toBe(true);
  });
});
