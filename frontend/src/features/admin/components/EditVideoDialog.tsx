import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/Toast';
import { UpdateExerciseVideoDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf, type Gender } from '../lib';
import { Dialog } from './Dialog';
import type { EditTarget } from './VideosTab';

/**
 * The edit-video dialog: a YouTube link (any form) or an id; the server extracts and checks it. The
 * same video can go to both versions at once.
 */
export function EditVideoDialog({
  target,
  gender,
  onClose,
  onSaved,
}: {
  target: EditTarget;
  gender: Gender;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { showToast } = useToast();
  const current = gender === 'male' ? target.exercise.videoIdMale : target.exercise.videoIdFemale;
  const [link, setLink] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const other: Gender = gender === 'male' ? 'female' : 'male';
  const [bothVersions, setBothVersions] = useState(false);
  const [save, { loading }] = useMutation(UpdateExerciseVideoDocument);
  const inputId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      for (const version of bothVersions ? [gender, other] : [gender]) {
        await save({
          variables: { unitId: target.unitId, exerciseId: target.exercise.id, gender: version, videoId: link.trim() },
        });
      }
      showToast({ title: adminCopy.videos.saved, description: target.exercise.title });
      onSaved();
    } catch (error) {
      const message = messageOf(error, adminCopy.videos.error);
      setProblem(message);
      showToast({ variant: 'destructive', title: adminCopy.videos.error, description: message });
    }
  };

  return (
    <Dialog title={`${adminCopy.videos.dialogTitle} · ${adminCopy.videos.versionOf(gender)}`} onClose={onClose}>
      <p className="admin-dialog__subtitle">{target.exercise.title}</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field__label" htmlFor={inputId}>
          {adminCopy.videos.linkLabel}
        </label>
        <input
          id={inputId}
          className="input"
          value={link}
          autoComplete="off"
          inputMode="url"
          aria-describedby={hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setLink(event.target.value)}
          placeholder="https://youtu.be/..."
        />
        <p id={hintId} className={problem ? 'admin-form__error' : 'field__hint'} role={problem ? 'alert' : undefined}>
          {problem ?? adminCopy.videos.linkHint}
        </p>
        <label className="checkbox">
          <input type="checkbox" checked={bothVersions} onChange={(event) => setBothVersions(event.target.checked)} />
          <span>{adminCopy.videos.bothVersions(other)}</span>
        </label>
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {adminCopy.videos.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {adminCopy.videos.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
