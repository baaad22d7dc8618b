import { useStorePurchaseMessages, type RecordStorePurchase } from '../../billing/hooks/useStorePurchaseMessages';
import { apiRequest } from '../../../lib/api-request';

/** The purchase-complete call over REST (`POST /api/shopify/purchase-complete`): the public pages carry no Apollo. */
const recordOverRest: RecordStorePurchase = (purchase) =>
  apiRequest('POST', '/api/shopify/purchase-complete', purchase);

/** The store's checkout (opened from the landing in a new tab) reports the purchase to this window. */
export function usePublicStorePurchases(): void {
  useStorePurchaseMessages(recordOverRest);
}
