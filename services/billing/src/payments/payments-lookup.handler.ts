import { AddressLookupSchema, BillingSubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { PaymentsLookupService } from './payments-lookup.service.js';

/** NATS adapter of the trainer's look-up of an address's payments (the gateway's AdminGuard has run). */
export const PaymentsLookupHandler = requestHandlers(PaymentsLookupService, (handle) => ({
  [BillingSubjects.paymentsOfAddress]: handle(AddressLookupSchema, (lookup, { email }) => lookup.ofAddress(email)),
}));
