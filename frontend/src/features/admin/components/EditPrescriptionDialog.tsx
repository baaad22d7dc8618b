import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/Toast';
import { UpdateExercisePrescriptionDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { Dialog } from './Dialog';
import type { EditTarget } from './VideosTab';

const copy = adminCopy.prescription;

/**
 * The trainer's numbers for one exercise: sets, each of repetitions or of seconds held, and the
 * rest between sets. The server checks the ranges and answers in Spanish.
 */
export function EditPrescriptionDialog({
  target,
  onClose,
  onSaved,
}: {
  target: EditTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { showToast } = useToast();
  const { exercise } = target;
  const [sets, setSets] = useState(String(exercise.sets));
  const [timed, setTimed] = useState(exercise.reps === null);
  const [amount, setAmount] = useState(String(exercise.reps ?? exercise.workSeconds ?? ''));
  const [rest, setRest] = useState(String(exercise.restSeconds));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(UpdateExercisePrescriptionDocument);
  const ids = { sets: useId(), kind: useId(), amount: useId(), rest: useId(), hint: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const count = Number.parseInt(amount, 10);
    try {
      await save({
        variables: {
          unitId: target.unitId,
          exerciseId: exercise.id,
          sets: Number.parseInt(sets, 10),
          reps: timed ? null : count,
          workSeconds: timed ? count : null,
          restSeconds: Number.parseInt(rest, 10),
        },
      });
      showToast({ title: copy.saved, description: exercise.title });
      onSaved();
    } catch (error) {
      setProblem(messageOf(error, copy.error));
    }
  };

  const field = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        value={value}
        aria-describedby={ids.hint}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );

  return (
    <Dialog title={copy.dialogTitle} onClose={onClose}>
      <p className="admin-dialog__subtitle">{exercise.title}</p>
      <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {field(ids.sets, copy.sets, sets, setSets)}
        <label className="field__label" htmlFor={ids.kind}>
          {copy.kind}
        </label>
        <select
          id={ids.kind}
          className="input"
          value={timed ? 'seconds' : 'reps'}
          onChange={(event) => setTimed(event.target.value === 'seconds')}
        >
          <option value="reps">{copy.reps}</option>
          <option value="seconds">{copy.seconds}</option>
        </select>
        {field(ids.amount, copy.amount, amount, setAmount)}
        {field(ids.rest, copy.rest, rest, setRest)}
        <p id={ids.hint} className={problem ? 'admin-form__error' : 'field__hint'} role={problem ? 'alert' : undefined}>
          {problem ?? copy.hint}
        </p>
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {adminCopy.videos.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={loading}>
            {copy.save}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
