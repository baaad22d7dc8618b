import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The landing's sample reviews were seeded with the "Compra verificada" badge, although nobody
 * bought anything to write them: a sample carries no purchase badge (the panel calls them "Reseña
 * de muestra"). Only rows marked `sample` change; a buyer's review keeps its badge.
 */
export class SamplesCarryNoBadge1765200000300 implements MigrationInterface {
  name = 'SamplesCarryNoBadge1765200000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`UPDATE reviews SET verified_buyer = false WHERE proof = 'sample' AND verified_buyer`);
  }

  async down(): Promise<void> {
    // The badge was false; nothing to give back.
  }
}
