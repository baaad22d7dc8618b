import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { copy } from '../../../copy';
import { ChallengeDayDocument, MeDocument, UpdateVideoVersionDocument, type Gender } from '../../../gql/graphql';
import './VideoVersionSettings.css';

/**
 * Root fields whose answers carry the exercises' videos: the cache is cache-first, so without
 * dropping them the workout pages would keep the other version's videos until a reload.
 */
const VIDEO_FIELDS = ['workoutUnits', 'workoutUnit', 'exercise', 'challengeDay', 'dailyGoal'];

const OPTIONS: ReadonlyArray<{ value: Gender; label: string; detail: string }> = [
  { value: 'male', label: copy.auth.male, detail: copy.settings.videoVersion.maleDetail },
  { value: 'female', label: copy.auth.female, detail: copy.settings.videoVersion.femaleDetail },
];

/** The settings card that registration and checkout promise: which version of the videos a member sees. */
export function VideoVersionSettings({ current }: { current: Gender }) {
  const text = copy.settings.videoVersion;
  const name = useId();
  const hintId = useId();
  const [choice, setChoice] = useState<Gender | null>(null);
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  const [save, { loading }] = useMutation(UpdateVideoVersionDocument, {
    update(cache) {
      for (const fieldName of VIDEO_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
    refetchQueries: [MeDocument, ChallengeDayDocument],
    awaitRefetchQueries: true,
  });
  const selected = choice ?? current;

  const submit = async () => {
    setOutcome(null);
    try {
      await save({ variables: { gender: selected } });
      setChoice(null);
      setOutcome('success');
    } catch {
      setOutcome('error');
    }
  };

  return (
    <section className="card video-version" data-testid="video-version">
      <h2>{text.title}</h2>
      <fieldset className="video-version__options" aria-describedby={hintId} disabled={loading}>
        <legend className="visually-hidden">{text.legend}</legend>
        <p className="muted" id={hintId}>
          {text.intro}
        </p>
        {OPTIONS.map((option) => (
          <label key={option.value} className="video-version__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={selected === option.value}
              onChange={() => {
                setChoice(option.value);
                setOutcome(null);
              }}
            />
            <span className="video-version__text">
              <span className="video-version__label">
                {option.label}
                {current === option.value ? <span className="video-version__badge">{text.current}</span> : null}
              </span>
              <span className="video-version__detail">{option.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={selected === current || loading}
        onClick={() => void submit()}
      >
        {loading ? copy.settings.saving : text.save}
      </button>
      {outcome === 'success' ? (
        <p className="message--success" role="status">
          {text.success}
        </p>
      ) : null}
      {outcome === 'error' ? (
        <p className="message--error" role="alert">
          {text.error}
        </p>
      ) : null}
    </section>
  );
}
