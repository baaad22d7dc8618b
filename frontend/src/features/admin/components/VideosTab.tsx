import { useQuery } from '@apollo/client/react';
import { ListPlus, Pencil, Timer, VideoOff } from 'lucide-react';
import { useId, useState } from 'react';
import { AdminWorkoutsDocument, type AdminWorkoutsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { thumbnailOf, type Gender } from '../lib';
import { ALL_VIDEOS, filterWorkouts, missingVideos, type VideoFilter } from '../video-filters';
import { BulkVideosDialog } from './BulkVideosDialog';
import { EditPrescriptionDialog } from './EditPrescriptionDialog';
import { EditVideoDialog } from './EditVideoDialog';
import { PanelState } from './PanelState';

type Exercise = AdminWorkoutsQuery['adminWorkouts'][number]['exercises'][number];
export interface EditTarget {
  unitId: number;
  exercise: Exercise;
}

function VideoFilters({
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

/**
 * Videos: the 28 units with their exercises for the chosen version, each with its video or the
 * spec's notice; filtered by week and "sin video", edited one by one (both versions at once if
 * wanted) or several links pasted in one go.
 */
export function VideosTab({ gender }: { gender: Gender }) {
  // no-cache: the same exercise has a different videoId per version, so answers must not merge.
  const { data, loading, error, refetch } = useQuery(AdminWorkoutsDocument, {
    variables: { gender },
    fetchPolicy: 'no-cache',
  });
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [prescribing, setPrescribing] = useState<EditTarget | null>(null);
  const [filter, setFilter] = useState<VideoFilter>(ALL_VIDEOS);
  const [bulk, setBulk] = useState(false);

  if (loading || error || !data)
    return <PanelState loading={loading} error={error ? adminCopy.videos.loadError : null} />;

  const shown = filterWorkouts(data.adminWorkouts, filter);
  const filtered = filter.week !== null || filter.missingOnly;
  const saved = () => {
    setEditing(null);
    setPrescribing(null);
    setBulk(false);
    void refetch();
  };

  return (
    <section className="admin-section" aria-live="polite">
      <VideoFilters
        filter={filter}
        onChange={setFilter}
        missing={missingVideos(filterWorkouts(data.adminWorkouts, { ...filter, missingOnly: false }))}
        gender={gender}
        onBulk={() => setBulk(true)}
      />
      {shown.length === 0 ? <p className="muted">{adminCopy.videos.nothingShown}</p> : null}
      <div className="admin-units">
        {shown.map((unit, index) => (
          <details key={unit.id} className="admin-unit" open={filtered || index === 0}>
            <summary className="admin-unit__summary">
              <span className="admin-unit__order">{String(unit.order).padStart(2, '0')}</span>
              <span className="admin-unit__title">{unit.title}</span>
              <span className="admin-unit__meta muted">
                {unit.isRestDay ? '—' : adminCopy.videos.exercises(unit.exercises.length)}
              </span>
            </summary>
            {unit.isRestDay ? (
              <p className="admin-unit__rest muted">{adminCopy.videos.rest}</p>
            ) : (
              <ul className="admin-exercises">
                {unit.exercises.map((exercise) => {
                  // The server answers the video of the asked version (else the generic one).
                  const { videoId } = exercise;
                  return (
                    <li key={exercise.id} className="admin-exercise" data-testid={`exercise-${exercise.id}`}>
                      {videoId ? (
                        <img
                          className="admin-exercise__thumb"
                          src={thumbnailOf(videoId)}
                          alt=""
                          width={160}
                          height={90}
                          loading="lazy"
                        />
                      ) : (
                        <div className="admin-exercise__thumb admin-exercise__thumb--empty">
                          <VideoOff aria-hidden="true" size={22} />
                        </div>
                      )}
                      <div className="admin-exercise__body">
                        <h3 className="admin-exercise__title">{exercise.title}</h3>
                        <p className="admin-exercise__description muted">{exercise.description}</p>
                        {videoId ? (
                          <code className="admin-exercise__id">{videoId}</code>
                        ) : (
                          <p className="admin-exercise__missing">{adminCopy.videos.noVideo}</p>
                        )}
                        <p className="admin-exercise__prescription" data-testid={`prescription-${exercise.id}`}>
                          {adminCopy.prescription.summary(
                            exercise.sets,
                            exercise.reps ?? null,
                            exercise.workSeconds ?? null,
                            exercise.restSeconds,
                          )}
                        </p>
                      </div>
                      <button
                        type="button"
                        className="btn btn--ghost admin-exercise__edit"
                        aria-label={adminCopy.prescription.editFor(exercise.title)}
                        onClick={() => setPrescribing({ unitId: unit.id, exercise })}
                      >
                        <Timer aria-hidden="true" size={16} />
                        <span className="admin-exercise__edit-label">{adminCopy.prescription.edit}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn--ghost admin-exercise__edit"
                        aria-label={adminCopy.videos.editFor(exercise.title)}
                        onClick={() => setEditing({ unitId: unit.id, exercise })}
                      >
                        <Pencil aria-hidden="true" size={16} />
                        <span className="admin-exercise__edit-label">{adminCopy.videos.edit}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </details>
        ))}
      </div>
      {editing ? (
        <EditVideoDialog target={editing} gender={gender} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
      {prescribing ? (
        <EditPrescriptionDialog target={prescribing} onClose={() => setPrescribing(null)} onSaved={saved} />
      ) : null}
      {bulk ? <BulkVideosDialog units={shown} gender={gender} onClose={() => setBulk(false)} onSaved={saved} /> : null}
    </section>
  );
}
