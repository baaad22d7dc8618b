import { Injectable } from '@nestjs/common';
import type { ComputeNutritionPlanSchema, NutritionPlan } from '@reto/contracts';
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

  /**
   * The plan for the form's data, always answered to the sender (it is their own data), and kept
   * for the address only on proof (ComputeNutritionPlanSchema): from its verified owner, each time;
   * from the buyer's browser with its checkout's proof for this address, once per purchase. Anyone
   * else typing an address keeps nothing under it.
   */
  async compute({
    ownerEmail,
    purchaseKey,
    ...input
  }: z.output<typeof ComputeNutritionPlanSchema>): Promise<NutritionPlan> {
    const plan = nutritionPlan(personalDataForFormula(input), this.clock.now());
    const email = input.email.toLowerCase();
    if (ownerEmail === email) await this.plans.insert(email, input, plan);
    else if (purchaseKey) await this.plans.insertOncePerPurchase(email, input, plan, purchaseKey);
    return plan;
  }

  latestOf(email: string): Promise<NutritionPlan | null> {
    return this.plans.latestOf(email);
  }
}
