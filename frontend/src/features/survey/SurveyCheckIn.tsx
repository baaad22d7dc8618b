import { useMutation, useQuery } from '@apollo/client/react';
import { Smile } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { copy } from '../../copy';
import { AnswerSurveyDocument, SurveyDocument } from '../../gql/graphql';
import { MemberReviewCard } from '../reviews/components/MemberReviewCard';
import './SurveyCheckIn.css';

const SCALE = [1, 2, 3, 4, 5] as const;

/**
 * The satisfaction check-in on the dashboard: from day 26 of the member's edition and once it ended,
 * until answered (one answer per edition). A member who answers 4 or 5 is invited to leave a review,
 * published at once with the verified badge (the member's own review path).
 */
export function SurveyCheckIn({ reviewerName }: { reviewerName: string }) {
  const { data } = useQuery(SurveyDocument, { fetchPolicy: 'cache-and-network' });
  const [answered, setAnswered] = useState<{ inviteReview: boolean } | null>(null);
  if (answered) {
    return (
      <section className="survey card" data-testid="survey-thanks" aria-live="polite">
        <p className="survey__thanks">{copy.survey.thanks}</p>
        {answered.inviteReview ? (
          <>
            <p className="muted">{copy.survey.inviteReview}</p>
            <MemberReviewCard name={reviewerName} />
          </>
        ) : null}
      </section>
    );
  }
  const survey = data?.survey;
  if (!survey?.due || survey.edition === null || survey.edition === undefined) return null;
  return <SurveyForm edition={survey.edition} onAnswered={setAnswered} />;
}

function SurveyForm({
  edition,
  onAnswered,
}: {
  edition: number;
  onAnswered: (result: { inviteReview: boolean }) => void;
}) {
  const [satisfaction, setSatisfaction] = useState<number | null>(null);
  const [recommend, setRecommend] = useState<boolean | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [send, { loading }] = useMutation(AnswerSurveyDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (satisfaction === null || recommend === null) {
      setMessage(copy.survey.incomplete);
      return;
    }
    setMessage(null);
    try {
      const result = await send({ variables: { answer: { satisfaction, recommend } } });
      onAnswered({ inviteReview: result.data?.answerSurvey.inviteReview ?? false });
    } catch {
      setMessage(copy.survey.error);
    }
  };

  return (
    <form className="survey card" data-testid="survey" aria-labelledby="survey-title" onSubmit={submit}>
      <div className="survey__head">
        <Smile size={24} aria-hidden="true" className="accent" />
        <div>
          <h2 id="survey-title">{copy.survey.title}</h2>
          <p className="muted">{copy.survey.intro(edition)}</p>
        </div>
      </div>
      <fieldset className="survey__question">
        <legend>{copy.survey.satisfactionQuestion}</legend>
        <div className="survey__scale">
          {SCALE.map((value) => (
            <label key={value} className="survey__choice">
              <input
                type="radio"
                name="satisfaction"
                value={value}
                checked={satisfaction === value}
                onChange={() => setSatisfaction(value)}
              />
              <span>{value}</span>
            </label>
          ))}
        </div>
        <p className="survey__ends muted" aria-hidden="true">
          <span>{copy.survey.satisfactionLow}</span>
          <span>{copy.survey.satisfactionHigh}</span>
        </p>
      </fieldset>
      <fieldset className="survey__question">
        <legend>{copy.survey.recommendQuestion}</legend>
        <div className="survey__scale">
          {[true, false].map((value) => (
            <label key={String(value)} className="survey__choice survey__choice--wide">
              <input
                type="radio"
                name="recommend"
                value={value ? 'si' : 'no'}
                checked={recommend === value}
                onChange={() => setRecommend(value)}
              />
              <span>{value ? copy.survey.yes : copy.survey.no}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {message ? (
        <p className="message--error" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={loading}>
        {loading ? copy.survey.sending : copy.survey.send}
      </button>
    </form>
  );
}
