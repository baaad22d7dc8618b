import { Injectable } from '@nestjs/common';
import { BillingMessages, type StorePurchaseReceipt, type StorePurchaseSchema } from '@reto/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { StorePurchaseMessageEntity } from './store-purchase-message.entity.js';

/** `POST /api/shopify/purchase-complete`: the browser's word is recorded; access comes only from a verified webhook. */
@Injectable()
export class StorePurchaseService {
  constructor(private readonly dataSource: DataSource) {}

  async record(input: z.output<typeof StorePurchaseSchema>): Promise<StorePurchaseReceipt> {
    await this.dataSource.getRepository(StorePurchaseMessageEntity).insert({
      email: input.email,
      orderDetails: (input.orderDetails ?? null) as object | null,
      clientTimestamp: input.timestamp ?? null,
    });
    return { success: true, message: BillingMessages.purchaseRecorded };
  }
}
