import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { runInTransaction, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import type { PersonalData } from '@reto/contracts';
import { CustomerEntity } from './customer.entity.js';

/** Customers by e-mail: subscribing again updates the personal data. */
@Injectable()
export class CustomersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Inserts the customer, or updates the personal data of the e-mail's customer; answers the row. */
  upsert(data: PersonalData): Promise<CustomerEntity> {
    return runInTransaction(this.dataSource, (tx) => this.upsertIn(tx, data));
  }

  private async upsertIn(tx: Tx, data: PersonalData): Promise<CustomerEntity> {
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(CustomerEntity)
      .values({ ...data })
      .orUpdate(
        [
          'full_name',
          'age',
          'height',
          'weight',
          'physical_activity',
          'occupation',
          'city_country',
          'phone_country_code',
          'phone_number',
          'has_health_conditions',
          'fitness_goal',
          'additional_info',
          'updated_at',
        ],
        ['email'],
      )
      .execute();
    return tx.manager.findOneByOrFail(CustomerEntity, { email: data.email });
  }

  async setStripeId(id: string, stripeCustomerId: string): Promise<void> {
    await this.dataSource.getRepository(CustomerEntity).update({ id }, { stripeCustomerId });
  }

  findByStripeId(tx: Tx, stripeCustomerId: string) {
    return tx.manager.findOneBy(CustomerEntity, { stripeCustomerId });
  }
}
