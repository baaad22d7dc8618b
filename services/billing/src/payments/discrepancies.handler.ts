import { AdminResolveDiscrepancySchema, BillingSubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { DiscrepanciesService } from './discrepancies.service.js';

/** NATS adapter of the trainer's discrepancies (the gateway's AdminGuard has run). */
export const DiscrepanciesHandler = requestHandlers(DiscrepanciesService, (handle) => ({
  [BillingSubjects.listDiscrepancies]: handle((discrepancies) => discrepancies.list()),
  [BillingSubjects.resolveDiscrepancy]: handle(
    AdminResolveDiscrepancySchema,
    (discrepancies, { actor, paymentId, resolution }, requestId) =>
      discrepancies.resolve(requestId, actor, paymentId, resolution),
  ),
}));
