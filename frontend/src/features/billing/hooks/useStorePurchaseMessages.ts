import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SHOPIFY_STORE_URL } from '../../../config';
import { ROUTES } from '../../../routes';

/** The message the store's checkout posts to this window after a purchase. */
export interface StorePurchaseMessage {
  type: 'shopify-purchase-complete';
  email: string;
  orderDetails?: unknown;
}

/** Sends the purchase-complete call (GraphQL in the app, REST on the public pages that carry no Apollo). */
export type RecordStorePurchase = (purchase: {
  email: string;
  orderDetails?: unknown;
  timestamp: string;
}) => Promise<unknown>;

export const STORE_PURCHASE_MESSAGE_TYPE = 'shopify-purchase-complete';

const storeOrigin = (() => {
  try {
    return SHOPIFY_STORE_URL ? new URL(SHOPIFY_STORE_URL).origin : null;
  } catch {
    return null;
  }
})();

const isPurchaseMessage = (data: unknown): data is StorePurchaseMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as StorePurchaseMessage).type === STORE_PURCHASE_MESSAGE_TYPE &&
  typeof (data as StorePurchaseMessage).email === 'string';

/**
 * Purchase message from the store (spec 1 section 4, spec 2 section 4): from the store's origin (or
 * this app's own, for the development test page) it makes the purchase-complete call, then goes to
 * /dashboard. The call records the message only: access comes from the store's verified webhook.
 * A failure is only logged ("Failed to process purchase completion").
 */
export function useStorePurchaseMessages(record: RecordStorePurchase): void {
  const navigate = useNavigate();

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin && event.origin !== storeOrigin) return;
      if (!isPurchaseMessage(event.data)) return;
      const { email, orderDetails } = event.data;
      void record({ email, orderDetails, timestamp: new Date().toISOString() }).then(
        () => navigate(ROUTES.dashboard),
        (error: unknown) => {
          console.error('Failed to process purchase completion', error);
        },
      );
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [navigate, record]);
}
