import type { NutritionPlanFieldsFragment } from '../../../gql/graphql';

export type StoredNutritionPlan = NutritionPlanFieldsFragment;

/** The session-storage key the result page reads (spec 2 section 2.10). */
export const NUTRITION_PLAN_KEY = 'nutritionPlan';

export function storeNutritionPlan(plan: StoredNutritionPlan): void {
  try {
    sessionStorage.setItem(NUTRITION_PLAN_KEY, JSON.stringify(plan));
  } catch {
    // Storage full or disabled: the result page then says the plan is missing.
  }
}

export function readNutritionPlan(): StoredNutritionPlan | null {
  try {
    const raw = sessionStorage.getItem(NUTRITION_PLAN_KEY);
    return raw ? (JSON.parse(raw) as StoredNutritionPlan) : null;
  } catch {
    return null;
  }
}

export function removeNutritionPlan(): void {
  try {
    sessionStorage.removeItem(NUTRITION_PLAN_KEY);
  } catch {
    // nothing to remove
  }
}
