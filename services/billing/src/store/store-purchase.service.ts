import { Injectable } from '@nestjs/common';
import { BillingMessages, type StorePurchaseReceipt, type StorePurchaseSchema } from '@reto/contracts';
import type { z } from 'zod';
import { StorePurchasesRepository } from './store-purchases.repository.js';

/** `POST /api/shopify/purchase-complete`: the browser's word is recorded; access comes only from a verified webhook. */
@Injectable()
export class StorePurchaseService {
  constructor(private readonly messages: StorePurchasesRepository) {}

  async record(input: z.output<typeof StorePurchaseSchema>): Promise<StorePurchaseReceipt> {
    await this.messages.insert({
      email: input.email,
      orderDetails: (input.orderDetails ?? null) as object | null,
      clientTimestamp: input.timestamp ?? null,
    });
    return { success: true, message: BillingMessages.purchaseRecorded };
  }
}
