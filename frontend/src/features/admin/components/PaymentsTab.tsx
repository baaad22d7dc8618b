import { useMutation, useQuery } from '@apollo/client/react';
import { BadgeCheck, Undo2 } from 'lucide-react';
import { BASE_PRICE_USD } from '../../../constants';
import { useToast } from '../../../components/Toast';
import {
  AdminDiscrepanciesDocument,
  ResolveDiscrepancyDocument,
  type AdminDiscrepanciesQuery,
} from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDateTime, messageOf } from '../lib';
import { PanelState } from './PanelState';
// Its actions sit in a row like a member card's.
import './MembersTab.css';
import './PaymentsTab.css';

const text = adminCopy.payments;
type Discrepancy = AdminDiscrepanciesQuery['adminDiscrepancies'][number];

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('es', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/**
 * Pagos: the payments that granted nothing, each with what it is (its kind: not the price, a
 * store test order, an unpaid order, a second payment of one purchase); the trainer grants
 * the access it paid for or refunds it, and the panel's audit log keeps who did which.
 */
export function PaymentsTab() {
  const { data, loading, error, refetch } = useQuery(AdminDiscrepanciesDocument, { fetchPolicy: 'network-only' });
  if (!data) return <PanelState loading={loading} error={error ? text.loadError : null} />;
  const discrepancies = data.adminDiscrepancies;
  return (
    <section className="admin-section">
      <div>
        <h2 className="admin-section__title">{text.title}</h2>
        <p className="muted">{text.description}</p>
      </div>
      {discrepancies.length === 0 ? (
        <p className="admin-empty muted">{text.empty}</p>
      ) : (
        <ul className="admin-list admin-payments">
          {discrepancies.map((discrepancy) => (
            <DiscrepancyItem key={discrepancy.paymentId} discrepancy={discrepancy} onResolved={() => void refetch()} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DiscrepancyItem({ discrepancy, onResolved }: { discrepancy: Discrepancy; onResolved: () => void }) {
  const [resolve, { loading }] = useMutation(ResolveDiscrepancyDocument);
  const { showToast } = useToast();
  const kind = text.kind[discrepancy.kind] ?? { label: discrepancy.kind, hint: '' };

  const settle = async (resolution: 'grant' | 'refund') => {
    try {
      await resolve({ variables: { paymentId: discrepancy.paymentId, resolution } });
      showToast({ title: resolution === 'grant' ? text.granted : text.refunded, description: discrepancy.email });
      onResolved();
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.error, description: messageOf(failure, '') });
    }
  };

  return (
    <li className="admin-card admin-payment" data-testid={`discrepancy-${discrepancy.paymentId}`}>
      <div className="admin-payment__head">
        <p className="admin-payment__email">{discrepancy.email}</p>
        <span className="admin-payment__kinds">
          <span className={`admin-chip admin-chip--kind admin-chip--${discrepancy.kind}`}>{kind.label}</span>
          <span className="admin-chip">{text.provider[discrepancy.provider] ?? discrepancy.provider}</span>
        </span>
      </div>
      <p className="admin-payment__kind">{kind.hint}</p>
      <p className="admin-payment__amounts">
        <strong>{text.paid(money(discrepancy.amountCents, discrepancy.currency))}</strong>
        <span className="muted">{text.price(money(BASE_PRICE_USD * 100, 'usd'))}</span>
      </p>
      <p className="muted admin-payment__meta">
        {formatDateTime(discrepancy.paidAt)} · {discrepancy.providerPaymentId}
      </p>
      <div className="admin-member__actions">
        <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => void settle('grant')}>
          <BadgeCheck aria-hidden="true" size={16} />
          {text.grant}
        </button>
        <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => void settle('refund')}>
          <Undo2 aria-hidden="true" size={16} />
          {text.refund}
        </button>
      </div>
      <p className="muted admin-payment__hint">{text.refundHint[discrepancy.provider]}</p>
    </li>
  );
}
