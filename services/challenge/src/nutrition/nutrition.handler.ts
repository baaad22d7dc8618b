import { ChallengeSubjects, ComputeNutritionPlanSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { z } from 'zod';
import { NutritionService } from './nutrition.service.js';

const PlanLookupSchema = z.object({ email: z.string().trim().toLowerCase() });

/** NATS adapter of the nutrition plan: billing computes one at subscription, the member area reads the latest. */
export const NutritionHandler = requestHandlers(NutritionService, (handle) => ({
  [ChallengeSubjects.computeNutritionPlan]: handle(ComputeNutritionPlanSchema, (nutrition, input) =>
    nutrition.compute(input),
  ),
  [ChallengeSubjects.nutritionPlan]: handle(PlanLookupSchema, (nutrition, { email }) => nutrition.latestOf(email)),
}));
