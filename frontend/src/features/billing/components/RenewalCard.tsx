import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import {
  CancelSubscriptionRenewalDocument,
  ResumeSubscriptionRenewalDocument,
  SubscriptionStatusDocument,
  type SubscriptionStatusQuery,
} from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { formatSpanishDate } from '../../challenge/lib/days';
import '../billing.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The subscription's new status, as the status query's answer (the card shows it at once). */
const writeStatus = (cache: ApolloCache, subscriptionStatus?: SubscriptionStatusQuery['subscriptionStatus']) => {
  if (subscriptionStatus) {
    cache.writeQuery({ query: SubscriptionStatusDocument, data: { __typename: 'Query', subscriptionStatus } });
  }
};

/** The card's id: `/profile#renovacion` (the avatar menu's "SUSCRIPCIÓN") scrolls to it. */
export const RENEWAL_ANCHOR = 'renovacion';

/**
 * The member's renewal, and cancelling it in two taps: "Cancelar renovación",
 * then a confirmation that says what stops and until when the access lasts; turning it back on is
 * one tap. Shown only to a member with a subscription.
 */
export function RenewalCard() {
  const status = useQuery(SubscriptionStatusDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const [cancel, cancelling] = useMutation(CancelSubscriptionRenewalDocument, {
    update: (cache, { data }) => writeStatus(cache, data?.cancelSubscriptionRenewal),
  });
  const [resume, resuming] = useMutation(ResumeSubscriptionRenewalDocument, {
    update: (cache, { data }) => writeStatus(cache, data?.resumeSubscriptionRenewal),
  });
  const [confirming, setConfirming] = useState(false);
  const { showToast } = useToast();
  const subscription = status.data?.subscriptionStatus;
  const shown = Boolean(subscription?.hasSubscription && subscription.currentPeriodEnd);
  const { hash } = useLocation();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (shown && hash === `#${RENEWAL_ANCHOR}`) card.current?.scrollIntoView({ block: 'start' });
  }, [shown, hash]);
  if (!shown || !subscription?.currentPeriodEnd) return null;
  // The period is the edition: it renews on the next edition's first day, and the access paid for
  // lasts until the day before (the last day of the edition paid for).
  const renewsOn = formatSpanishDate(subscription.currentPeriodEnd.slice(0, 10), false);
  const until = formatSpanishDate(
    new Date(Date.parse(subscription.currentPeriodEnd) - DAY_MS).toISOString().slice(0, 10),
    false,
  );

  const change = async (send: () => Promise<unknown>) => {
    try {
      await send();
      setConfirming(false);
    } catch (error) {
      showToast({ variant: 'destructive', title: copy.renewal.error, description: serverMessageOf(error) });
    }
  };

  return (
    <section
      ref={card}
      id={RENEWAL_ANCHOR}
      className="card renewal"
      data-testid="renewal"
      aria-labelledby="renewal-title"
    >
      <h2 className="renewal__title" id="renewal-title">
        <RefreshCw size={20} aria-hidden="true" />
        {copy.renewal.title}
      </h2>
      {subscription.cancelAtPeriodEnd ? (
        <>
          <p role="status">{copy.renewal.cancelled(until)}</p>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={resuming.loading}
            onClick={() => void change(resume)}
          >
            {copy.renewal.resume}
          </button>
        </>
      ) : confirming ? (
        <>
          <p>{copy.renewal.confirmText(until)}</p>
          <div className="renewal__actions">
            <button
              type="button"
              className="btn btn--primary"
              disabled={cancelling.loading}
              onClick={() => void change(cancel)}
            >
              {copy.renewal.confirm}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {copy.renewal.keep}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{copy.renewal.renews(renewsOn)}</p>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setConfirming(true);
            }}
          >
            {copy.renewal.cancel}
          </button>
        </>
      )}
    </section>
  );
}
