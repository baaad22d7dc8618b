import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AddressLookupSchema, BillingSubjects } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { PaymentsLookupService } from './payments-lookup.service.js';

/** NATS adapter of the trainer's look-up of an address's payments (the gateway's AdminGuard has run). */
@Controller()
export class PaymentsLookupHandler {
  constructor(private readonly lookup: PaymentsLookupService) {}

  @MessagePattern(BillingSubjects.paymentsOfAddress)
  ofAddress(@Payload() payload: unknown) {
    return this.lookup.ofAddress(validatePayload(AddressLookupSchema, payload).email);
  }
}
