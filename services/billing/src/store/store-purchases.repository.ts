import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { StorePurchaseMessageEntity } from './store-purchase-message.entity.js';

export type StorePurchaseMessage = Pick<StorePurchaseMessageEntity, 'email' | 'orderDetails' | 'clientTimestamp'>;

/** The browser's purchase messages, kept as they came (they grant nothing). */
@Injectable()
export class StorePurchasesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(message: StorePurchaseMessage): Promise<void> {
    await this.dataSource.getRepository(StorePurchaseMessageEntity).insert(message);
  }
}
