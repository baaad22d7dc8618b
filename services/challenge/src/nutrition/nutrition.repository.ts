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
    await this.dataSource.getRepository(NutritionPlanEntity).insert({ email, userId: null, input, plan });
  }

  /** Whether the address already has a plan (a visitor's form then keeps nothing). */
  hasPlan(email: string): Promise<boolean> {
    return this.dataSource.getRepository(NutritionPlanEntity).existsBy({ email });
  }

  async latestOf(email: string): Promise<NutritionPlan | null> {
    const row = await this.dataSource
      .getRepository(NutritionPlanEntity)
      .findOne({ where: { email }, order: { createdAt: 'DESC' } });
    return row?.plan ?? null;
  }
}
