import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ChallengeSubjects, ComputeNutritionPlanSchema, type NutritionPlan } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { z } from 'zod';
import { NutritionService } from './nutrition.service.js';

const PlanLookupSchema = z.object({ email: z.string().trim().toLowerCase() });

/** NATS adapter of the nutrition plan: billing computes one at subscription, the member area reads the latest. */
@Controller()
export class NutritionHandler {
  constructor(private readonly nutrition: NutritionService) {}

  @MessagePattern(ChallengeSubjects.computeNutritionPlan)
  compute(@Payload() payload: unknown): Promise<NutritionPlan> {
    return this.nutrition.compute(validatePayload(ComputeNutritionPlanSchema, payload));
  }

  @MessagePattern(ChallengeSubjects.nutritionPlan)
  latest(@Payload() payload: unknown): Promise<NutritionPlan | null> {
    return this.nutrition.latestOf(validatePayload(PlanLookupSchema, payload).email);
  }
}
