import { ListPlus } from 'lucide-react';
import { useId } from 'react';
import { adminCopy } from '../admin.copy';
import type { Gender } from '../lib';
import type { VideoFilter } from '../video-filters';

/** Videos' filters: a week or all, only the exercises without a video (with how many), and the bulk paste. */
export function VideoFilters({
  filter,
  onChange,
  missing,
  gender,
  onBulk,
}: {
  filter: VideoFilter;
  onChange: (filter: VideoFilter) => void;
  missing: number;
  gender: Gender;
  onBulk: () => void;
}) {
  const weekId = useId();
  return (
    <div className="admin-video-filters" role="group" aria-label={adminCopy.videos.filtersLabel}>
      <label className="field__label" htmlFor={weekId}>
        {adminCopy.videos.week}
      </label>
      <select
        id={weekId}
        className="input admin-video-filters__week"
        value={filter.week ?? ''}
        onChange={(event) => onChange({ ...filter, week: event.target.value ? Number(event.target.value) : null })}
      >
        <option value="">{adminCopy.videos.allWeeks}</option>
        {[1, 2, 3, 4].map((week) => (
          <option key={week} value={week}>
            {adminCopy.videos.weekN(week)}
          </option>
        ))}
      </select>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filter.missingOnly}
          onChange={(event) => onChange({ ...filter, missingOnly: event.target.checked })}
        />
        <span>{adminCopy.videos.missingOnly}</span>
      </label>
      <p className="muted admin-video-filters__count" data-testid="missing-videos">
        {adminCopy.videos.missingCount(missing, gender)}
      </p>
      <button type="button" className="btn btn--ghost" onClick={onBulk}>
        <ListPlus aria-hidden="true" size={16} />
        {adminCopy.videos.bulk}
      </button>
    </div>
  );
}
