import { useQuery } from '@apollo/client/react';
import { Pencil, VideoOff } from 'lucide-react';
import { useState } from 'react';
import { AdminWorkoutsDocument, type AdminWorkoutsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { thumbnailOf, type Gender } from '../lib';
import { EditVideoDialog } from './EditVideoDialog';
import { PanelState } from './PanelState';

type Exercise = AdminWorkoutsQuery['adminWorkouts'][number]['exercises'][number];
export interface EditTarget {
  unitId: number;
  exercise: Exercise;
}

/** Videos: the 28 units with their exercises for the chosen version, each with its video or the spec's notice. */
export function VideosTab({ gender }: { gender: Gender }) {
  // no-cache: the same exercise has a different videoId per version, so answers must not merge.
  const { data, loading, error, refetch } = useQuery(AdminWorkoutsDocument, {
    variables: { gender },
    fetchPolicy: 'no-cache',
  });
  const [editing, setEditing] = useState<EditTarget | null>(null);

  if (loading || error || !data)
    return <PanelState loading={loading} error={error ? adminCopy.videos.loadError : null} />;

  return (
    <section className="admin-section" aria-live="polite">
      <div className="admin-units">
        {data.adminWorkouts.map((unit, index) => (
          <details key={unit.id} className="admin-unit" open={index === 0}>
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
                      </div>
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
        <EditVideoDialog
          target={editing}
          gender={gender}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refetch();
          }}
        />
      ) : null}
    </section>
  );
}
