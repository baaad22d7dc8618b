import { useStorePurchaseMessages, type RecordStorePurchase } from '../../billing/hooks/useStorePurchaseMessages';

/** The purchase-complete call over REST (`POST /api/shopify/purchase-complete`): the public pages carry no Apollo. */
const recordOverRest: RecordStorePurchase = async (purchase) => {
  const res = await fetch('/api/shopify/purchase-complete', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(purchase),
  });
  if (!res.ok) throw new Error(`purchase-complete: ${String(res.status)}`);
};

/** The store's checkout (opened from the landing in a new tab) reports the purchase to this window. */
export function usePublicStorePurchases(): void {
  useStorePurchaseMessages(recordOverRest);
}
