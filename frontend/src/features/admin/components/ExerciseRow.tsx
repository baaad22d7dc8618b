import { Pencil, Timer, VideoOff } from 'lucide-react';
import type { AdminWorkoutsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { thumbnailOf } from '../lib';

type Exercise = AdminWorkoutsQuery['adminWorkouts'][number]['exercises'][number];

interface ExerciseRowProps {
  exercise: Exercise;
  onPrescribe: () => void;
  onEditVideo: () => void;
}

/** One exercise in Videos: its video (or the notice that it has none), its sets and rest, and its two edits. */
export function ExerciseRow({ exercise, onPrescribe, onEditVideo }: ExerciseRowProps) {
  // The server answers the video of the asked version (else the generic one).
  const { videoId } = exercise;
  return (
    <li className="admin-exercise" data-testid={`exercise-${exercise.id}`}>
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
        onClick={onPrescribe}
      >
        <Timer aria-hidden="true" size={16} />
        <span className="admin-exercise__edit-label">{adminCopy.prescription.edit}</span>
      </button>
      <button
        type="button"
        className="btn btn--ghost admin-exercise__edit"
        aria-label={adminCopy.videos.editFor(exercise.title)}
        onClick={onEditVideo}
      >
        <Pencil aria-hidden="true" size={16} />
        <span className="admin-exercise__edit-label">{adminCopy.videos.edit}</span>
      </button>
    </li>
  );
}
