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

  /** Whether the address already has a plan or an enrolment (a visitor's form then keeps nothing). */
  async isClaimed(email: string): Promise<boolean> {
    const [{ claimed }] = (await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM challenge.nutrition_plans WHERE email = $1)
           OR EXISTS (SELECT 1 FROM challenge.enrolments WHERE email = $1) AS claimed`,
      [email],
    )) as Array<{ claimed: boolean }>;
    return claimed;
  }

  async latestOf(email: string): Promise<NutritionPlan | null> {
    const row = await this.dataSource
      .getRepository(NutritionPlanEntity)
      .findOne({ where: { email }, order: { createdAt: 'DESC' } });
    return row?.plan ?? null;
  }
}
