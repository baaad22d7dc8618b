import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChallengeSubjects, NutritionPlanInputSchema, NutritionSubjects, type NutritionPlan } from '@reto/contracts';
import { Clock, validatePayload } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { nutritionPlan } from './nutrition.js';
import { NutritionPlanEntity } from './nutrition-plan.entity.js';
import { personalDataForFormula } from './personal-data.js';

const PlanLookupSchema = z.object({ email: z.string().trim().toLowerCase() });

/** Computes and stores a member's nutrition plan from the subscribe form's personal data (billing calls it). */
@Controller()
export class NutritionHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  @MessagePattern(NutritionSubjects.compute)
  async compute(@Payload() payload: unknown): Promise<NutritionPlan> {
    const input = validatePayload(NutritionPlanInputSchema, payload);
    const plan = nutritionPlan(personalDataForFormula(input), this.clock.now());
    await this.dataSource
      .getRepository(NutritionPlanEntity)
      .insert({ email: input.email.toLowerCase(), userId: null, input, plan });
    return plan;
  }

  @MessagePattern(ChallengeSubjects.nutritionPlan)
  async latest(@Payload() payload: unknown): Promise<NutritionPlan | null> {
    const { email } = validatePayload(PlanLookupSchema, payload);
    const row = await this.dataSource
      .getRepository(NutritionPlanEntity)
      .findOne({ where: { email }, order: { createdAt: 'DESC' } });
    return row?.plan ?? null;
  }
}
