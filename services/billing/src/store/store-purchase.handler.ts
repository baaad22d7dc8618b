import { BillingSubjects, StorePurchaseSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { StorePurchaseService } from './store-purchase.service.js';

/** NATS adapter of the browser's store purchase message. */
export const StorePurchaseHandler = requestHandlers(StorePurchaseService, (handle) => ({
  [BillingSubjects.recordStorePurchase]: handle(StorePurchaseSchema, (storePurchases, purchase) =>
    storePurchases.record(purchase),
  ),
}));
