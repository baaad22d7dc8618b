import { Injectable } from '@nestjs/common';
import type { NutritionPlan, NutritionPlanInputSchema } from '@reto/contracts';
import { Clock } from '@reto/platform';
import type { z } from 'zod';
import { nutritionPlan } from './nutrition.js';
import { NutritionRepository } from './nutrition.repository.js';
import { personalDataForFormula } from './personal-data.js';

/** A member's nutrition plan: computed from the subscribe form's personal data and kept by e-mail. */
@Injectable()
export class NutritionService {
  constructor(
    private readonly plans: NutritionRepository,
    private readonly clock: Clock,
  ) {}

  async compute(input: z.output<typeof NutritionPlanInputSchema>): Promise<NutritionPlan> {
    const plan = nutritionPlan(personalDataForFormula(input), this.clock.now());
    await this.plans.insert(input.email.toLowerCase(), input, plan);
    return plan;
  }

  latestOf(email: string): Promise<NutritionPlan | null> {
    return this.plans.latestOf(email);
  }
}
