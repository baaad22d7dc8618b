import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AdminResolveDiscrepancySchema, BillingSubjects } from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { DiscrepanciesService } from './discrepancies.service.js';

/** NATS adapter of the trainer's discrepancies (the gateway's AdminGuard has run). */
@Controller()
export class DiscrepanciesHandler {
  constructor(private readonly discrepancies: DiscrepanciesService) {}

  @MessagePattern(BillingSubjects.listDiscrepancies)
  list() {
    return this.discrepancies.list();
  }

  @MessagePattern(BillingSubjects.resolveDiscrepancy)
  resolve(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    const { actor, paymentId, resolution } = validatePayload(AdminResolveDiscrepancySchema, payload);
    return this.discrepancies.resolve(requestId, actor, paymentId, resolution);
  }
}
