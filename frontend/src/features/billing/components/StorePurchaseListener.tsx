import { useStorePurchaseMessages } from '../hooks/useStorePurchaseMessages';

/** Mounted once inside the router: handles the store's purchase messages on every page. */
export function StorePurchaseListener() {
  useStorePurchaseMessages();
  return null;
}
