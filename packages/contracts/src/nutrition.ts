import { z } from 'zod';
import { NutritionDataSchema } from './billing.js';

/**
 * The nutrition plan of a subscriber (spec 2 sections 2.10 and 3; DECISIONS.md 4). The challenge
 * service serves `compute` (Mifflin-St Jeor, activity factor, goal adjustment, macros 30/45/25) and
 * stores the plan per member (`ChallengeSubjects.computeNutritionPlan`); billing and the gateway only call it.
 */

/** The displayed macro split (spec 2 section 9). */
export const MACRO_SPLIT = { protein: 0.3, carbs: 0.45, fat: 0.25 } as const;

/** Input: the subscribe form's personal data (NutritionDataSchema: no contact); `gender` when known (the version of the videos chosen; else the male formula). */
export const NutritionPlanInputSchema = NutritionDataSchema.pick({
  email: true,
  fullName: true,
  age: true,
  height: true,
  weight: true,
  physicalActivity: true,
  fitnessGoal: true,
  hasHealthConditions: true,
  gender: true,
});
export type NutritionPlanInput = z.input<typeof NutritionPlanInputSchema>;

/**
 * `ChallengeSubjects.computeNutritionPlan`: the form's data and who sends it, `ownerEmail` being
 * the verified address of the signed-in member (null for a visitor). The plan is kept for the
 * address when its owner sends it, or once per purchase when the buyer's browser sends it with the
 * checkout's own proof for this address (`purchaseKey`: its SHA-256, set by the gateway only after
 * billing confirmed that checkout paid for this e-mail). Anyone else gets the plan computed and
 * nothing kept.
 */
export const ComputeNutritionPlanSchema = NutritionPlanInputSchema.extend({
  ownerEmail: z.string().trim().toLowerCase().nullable().default(null),
  purchaseKey: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .default(null),
});

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
