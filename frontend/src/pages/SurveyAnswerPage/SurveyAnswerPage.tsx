import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { copy } from '../../copy';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { AnswerSurveyByLinkDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import { AuthCard } from '../AuthCard';
import './SurveyAnswerPage.css';

type Outcome = { state: 'asking' } | { state: 'done'; inviteReview: boolean } | { state: 'failed'; message: string };

/**
 * `/encuesta?token=`: a score's link in the satisfaction check-in e-mail. The token carries the
 * member, the edition and the score; the page asks the second question and records both, without
 * signing in. Opening it records nothing (a mail scanner that fetches the link changes nothing).
 * A member who answered 4 or 5 is invited to leave a review with the verified badge.
 */
export function SurveyAnswerPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [send, { loading }] = useMutation(AnswerSurveyByLinkDocument);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'asking' } : { state: 'failed', message: copy.surveyLink.missingToken },
  );

  const answer = (recommend: boolean) =>
    send({ variables: { token, recommend } }).then(
      ({ data }) => setOutcome({ state: 'done', inviteReview: data?.answerSurveyByLink.inviteReview ?? false }),
      (error: unknown) => setOutcome({ state: 'failed', message: serverMessageOf(error) ?? copy.surveyLink.invalid }),
    );

  return (
    <AuthCard title={copy.surveyLink.pageTitle}>
      {outcome.state === 'asking' ? (
        <div className="auth-form survey-link">
          <p>{copy.surveyLink.intro}</p>
          <p className="survey-link__question" id="survey-link-question">
            {copy.survey.recommendQuestion}
          </p>
          <div className="survey-link__choices" role="group" aria-labelledby="survey-link-question">
            {[true, false].map((recommend) => (
              <button
                key={String(recommend)}
                type="button"
                className={recommend ? 'btn btn--primary' : 'btn btn--ghost'}
                disabled={loading}
                onClick={() => void answer(recommend)}
              >
                {recommend ? copy.survey.yes : copy.survey.no}
              </button>
            ))}
          </div>
          {loading ? (
            <p className="muted" role="status">
              {copy.surveyLink.sending}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="auth-form" role={outcome.state === 'done' ? 'status' : 'alert'}>
          {outcome.state === 'done' ? (
            <>
              <p>{copy.surveyLink.thanks}</p>
              {outcome.inviteReview ? <p className="muted">{copy.survey.inviteReview}</p> : null}
            </>
          ) : (
            <p>{outcome.message}</p>
          )}
          {outcome.state === 'done' && outcome.inviteReview ? (
            <Link className="btn btn--primary btn--block" to={ROUTES.profile}>
              {copy.surveyLink.writeReview}
            </Link>
          ) : (
            <Link className="btn btn--primary btn--block" to={ROUTES.dashboard}>
              {copy.surveyLink.toDashboard}
            </Link>
          )}
        </div>
      )}
    </AuthCard>
  );
}
