import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminWorkoutsDocument, type AdminWorkoutsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import type { Gender } from '../lib';
import { ALL_VIDEOS, filterWorkouts, missingVideos, type VideoFilter } from '../video-filters';
import { BulkVideosDialog } from './BulkVideosDialog';
import { EditPrescriptionDialog } from './EditPrescriptionDialog';
import { EditVideoDialog } from './EditVideoDialog';
import { ExerciseRow } from './ExerciseRow';
import { PanelState } from './PanelState';
import { VideoFilters } from './VideoFilters';
import './VideosTab.css';

type Exercise = AdminWorkoutsQuery['adminWorkouts'][number]['exercises'][number];
export interface EditTarget {
  unitId: number;
  exercise: Exercise;
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
                {unit.exercises.map((exercise) => (
                  <ExerciseRow
                    key={exercise.id}
                    exercise={exercise}
                    onPrescribe={() => setPrescribing({ unitId: unit.id, exercise })}
                    onEditVideo={() => setEditing({ unitId: unit.id, exercise })}
                  />
                ))}
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
