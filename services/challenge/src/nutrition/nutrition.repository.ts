import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NutritionPlan } from '@reto/contracts';
import type { DataSource } from 'typeorm';
import { NutritionPlanEntity } from './nutrition-plan.entity.js';

/** Every query on stored nutrition plans. */
@Injectable()
export class NutritionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(email: string, input: object, plan: NutritionPlan): Promise<void> {
    await this.dataSource
      .getRepository(NutritionPlanEntity)
      .insert({ email, userId: null, input, plan, purchaseKey: null });
  }

  /**
   * Keeps the plan of a purchase once, in one statement: of any number of posts for one purchase
   * (at once or not), the unique key keeps the first and the others insert nothing.
   */
  async insertOncePerPurchase(email: string, input: object, plan: NutritionPlan, purchaseKey: string): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(NutritionPlanEntity)
      .values({ email, userId: null, input, plan, purchaseKey })
      .orIgnore()
      .execute();
  }

  async latestOf(email: string): Promise<NutritionPlan | null> {
    const row = await this.dataSource
      .getRepository(NutritionPlanEntity)
      .findOne({ where: { email }, order: { createdAt: 'DESC' } });
    return row?.plan ?? null;
  }
}
