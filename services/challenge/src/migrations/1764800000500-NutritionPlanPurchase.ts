import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A visitor's nutrition plan is kept once per purchase: the hash of the checkout proof it came with,
 * unique, so that concurrent posts of one checkout keep one plan (the database decides, not a check
 * before the insert).
 */
export class NutritionPlanPurchase1764800000500 implements MigrationInterface {
  name = 'NutritionPlanPurchase1764800000500';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE nutrition_plans ADD COLUMN purchase_key char(64)`);
    await db.query(`CREATE UNIQUE INDEX nutrition_plans_purchase_key ON nutrition_plans (purchase_key)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX nutrition_plans_purchase_key`);
    await db.query(`ALTER TABLE nutrition_plans DROP COLUMN purchase_key`);
  }
}
