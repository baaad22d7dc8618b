import { z } from 'zod';
import { GENDERS } from './identity.js';
import { PersonalDataSchema } from './billing.js';

/**
 * The nutrition plan of a subscriber (spec 2 sections 2.10 and 3; DECISIONS.md 4). The challenge
 * service serves `compute` (Mifflin-St Jeor, activity factor, goal adjustment, macros 30/45/25) and
 * stores the plan per member (`ChallengeSubjects.computeNutritionPlan`); billing and the gateway only call it.
 */

/** The displayed macro split (spec 2 section 9). */
export const MACRO_SPLIT = { protein: 0.3, carbs: 0.45, fat: 0.25 } as const;

/** Input: the subscribe form's personal data; `gender` when known (the form has none: male formula by default). */
export const NutritionPlanInputSchema = PersonalDataSchema.pick({
  email: true,
  fullName: true,
  age: true,
  height: true,
  weight: true,
  physicalActivity: true,
  occupation: true,
  fitnessGoal: true,
  hasHealthConditions: true,
}).extend({ gender: z.enum(GENDERS).optional() });
export type NutritionPlanInput = z.input<typeof NutritionPlanInputSchema>;

export const NUTRITION_GOALS = ['fat_loss', 'muscle_gain', 'body_recomposition'] as const;
export type NutritionGoal = (typeof NUTRITION_GOALS)[number];

const grams = z.number().nonnegative();

/** Output: the plan shape of spec 2 section 3 (sample: 3390 kcal, protein 254, carbs 381, fat 94). */
export const NutritionPlanSchema = z.object({
  goal: z.enum(NUTRITION_GOALS),
  goalDescription: z.string(),
  dailyCalories: z.number().int().positive(),
  macros: z.object({ protein: grams, carbs: grams, fat: grams, calories: z.number().int().positive().optional() }),
  meals: z.array(
    z.object({ name: z.string(), protein: grams, carbs: grams, fat: grams, suggestions: z.array(z.string()) }),
  ),
  recommendations: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type NutritionPlan = z.output<typeof NutritionPlanSchema>;
