import { useMutation } from '@apollo/client/react';
import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/Toast';
import { UpdateExerciseVideoDocument, type AdminWorkoutsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf, type Gender } from '../lib';
import { Dialog } from './Dialog';

type Unit = AdminWorkoutsQuery['adminWorkouts'][number];
type Row = { unitId: number; exerciseId: number; title: string; current: string };
/** Per row: saved, or the server's reason it was refused. */
type Outcome = { saved: true } | { saved: false; message: string };

const keyOf = (row: Pick<Row, 'unitId' | 'exerciseId'>) => `${String(row.unitId)}:${String(row.exerciseId)}`;

/**
 * Several videos at once: one field per exercise shown by the filter, prefilled
 * with the version's video. Only the changed ones are sent, one by one, each checked by the server;
 * the refused ones stay with their reason, the rest are marked saved.
 */
export function BulkVideosDialog({
  units,
  gender,
  onClose,
  onSaved,
}: {
  units: readonly Unit[];
  gender: Gender;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { showToast } = useToast();
  const [save] = useMutation(UpdateExerciseVideoDocument);
  const rows: Row[] = units.flatMap((unit) =>
    unit.exercises.map((exercise) => ({
      unitId: unit.id,
      exerciseId: exercise.id,
      title: `${String(unit.order).padStart(2, '0')} · ${exercise.title}`,
      current: gender === 'male' ? exercise.videoIdMale : exercise.videoIdFemale,
    })),
  );
  const [links, setLinks] = useState<Record<string, string>>(() =>
    Object.fromEntries(rows.map((row) => [keyOf(row), row.current])),
  );
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const baseId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changed = rows.filter((row) => {
      const link = (links[keyOf(row)] ?? '').trim();
      return link !== '' && link !== row.current && !(outcomes[keyOf(row)]?.saved ?? false);
    });
    if (changed.length === 0) {
      setNotice(adminCopy.videos.bulkNothing);
      return;
    }
    setPending(true);
    setNotice(null);
    const results: Record<string, Outcome> = {};
    for (const row of changed) {
      try {
        const videoId = (links[keyOf(row)] ?? '').trim();
        await save({ variables: { unitId: row.unitId, exerciseId: row.exerciseId, gender, videoId } });
        results[keyOf(row)] = { saved: true };
      } catch (error) {
        results[keyOf(row)] = { saved: false, message: messageOf(error, adminCopy.videos.error) };
      }
    }
    setPending(false);
    setOutcomes((current) => ({ ...current, ...results }));
    const savedCount = Object.values(results).filter((outcome) => outcome.saved).length;
    if (savedCount > 0) showToast({ title: adminCopy.videos.bulkSaved(savedCount) });
    if (savedCount === changed.length) onSaved();
    else setNotice(adminCopy.videos.bulkSomeFailed);
  };

  return (
    <Dialog title={`${adminCopy.videos.bulkTitle} · ${adminCopy.videos.versionOf(gender)}`} onClose={onClose}>
      <p className="field__hint">{adminCopy.videos.bulkHint}</p>
      <form className="admin-form admin-bulk" onSubmit={(event) => void submit(event)} noValidate>
        <ol className="admin-bulk__rows">
          {rows.map((row) => {
            const key = keyOf(row);
            const outcome = outcomes[key];
            const inputId = `${baseId}-${key}`;
            const problemId = `${inputId}-problem`;
            return (
              <li key={key} className="admin-bulk__row">
                <label className="field__label" htmlFor={inputId}>
                  {row.title}
                </label>
                <input
                  id={inputId}
                  className="input"
                  value={links[key] ?? ''}
                  autoComplete="off"
                  inputMode="url"
                  placeholder="https://youtu.be/..."
                  disabled={pending || outcome?.saved}
                  aria-invalid={outcome && !outcome.saved ? true : undefined}
                  aria-describedby={outcome ? problemId : undefined}
                  onChange={(event) => setLinks((current) => ({ ...current, [key]: event.target.value }))}
                />
                {outcome ? (
                  outcome.saved ? (
                    <p id={problemId} className="admin-bulk__saved">
                      <Check aria-hidden="true" size={14} /> {adminCopy.videos.rowSaved}
                    </p>
                  ) : (
                    <p id={problemId} className="admin-form__error">
                      {outcome.message}
                    </p>
                  )
                ) : null}
              </li>
            );
          })}
        </ol>
        {notice ? (
          <p className="admin-form__error" role="alert">
            {notice}
          </p>
        ) : null}
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {adminCopy.videos.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {adminCopy.videos.bulkSave}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
