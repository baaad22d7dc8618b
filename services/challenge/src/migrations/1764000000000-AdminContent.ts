import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trainer's panel: the cache version the clients compare (bumped by "Actualizar Videos"), and
 * the removal of the invented week-1 video ids the first seed shipped (`RtoH11Sem01`, `RtoM35Sem01`,
 * …): an id that looks real but is not is worse than none (DECISIONS.md 4). Ids the admin has
 * already replaced are kept.
 */
export class AdminContent1764000000000 implements MigrationInterface {
  name = 'AdminContent1764000000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE cache_state (
        id           smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        version      bigint NOT NULL DEFAULT 1,
        refreshed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO cache_state (id) VALUES (1)`);
    for (const column of ['video_id', 'video_id_male', 'video_id_female']) {
      await db.query(`UPDATE exercises SET ${column} = '' WHERE ${column} ~ '^Rto[HM][0-9]{2}Sem01$'`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE cache_state`);
  }
}
