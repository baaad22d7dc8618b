import { sqlMigration } from '@reto/platform';

/**
 * A visitor's nutrition plan is kept once per purchase: the hash of the checkout proof it came with,
 * unique, so that concurrent posts of one checkout keep one plan (the database decides, not a check
 * before the insert).
 */
export const NutritionPlanPurchase1764800000500 = sqlMigration('NutritionPlanPurchase', 1764800000500, {
  up: [
    `ALTER TABLE nutrition_plans ADD COLUMN purchase_key char(64)`,
    `CREATE UNIQUE INDEX nutrition_plans_purchase_key ON nutrition_plans (purchase_key)`,
  ],
  down: [`DROP INDEX nutrition_plans_purchase_key`, `ALTER TABLE nutrition_plans DROP COLUMN purchase_key`],
});
