import { Injectable } from '@nestjs/common';
import type { PersonalData } from '@reto/contracts';
import type { EntityManager } from 'typeorm';
import { CustomerEntity } from './customer.entity.js';

/** Customers by e-mail: subscribing again updates the personal data. */
@Injectable()
export class CustomersRepository {
  async upsert(manager: EntityManager, data: PersonalData): Promise<CustomerEntity> {
    await manager
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
    return manager.findOneByOrFail(CustomerEntity, { email: data.email });
  }

  findByStripeId(manager: EntityManager, stripeCustomerId: string) {
    return manager.findOneBy(CustomerEntity, { stripeCustomerId });
  }
}
