import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BillingSubjects, StorePurchaseSchema, type StorePurchaseReceipt } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { StorePurchaseService } from './store-purchase.service.js';

/** NATS adapter of the browser's store purchase message. */
@Controller()
export class StorePurchaseHandler {
  constructor(private readonly storePurchases: StorePurchaseService) {}

  @MessagePattern(BillingSubjects.recordStorePurchase)
  recordStorePurchase(@Payload() payload: unknown): Promise<StorePurchaseReceipt> {
    return this.storePurchases.record(validatePayload(StorePurchaseSchema, payload));
  }
}
