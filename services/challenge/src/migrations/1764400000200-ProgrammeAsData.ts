import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The programme as data: each unit carries its challenge day (1-28), its week and whether
 * it is a rest day, and each exercise a stable technique key; filled here once from the titles of
 * the seeded programme ("SEMANA 2 - RUTINA #3", "SEMANA 2 - DESCANSO"), the last reading of a title.
 * From now on a unit or an exercise can be renamed (or translated) without moving the schedule.
 */
export class ProgrammeAsData1764400000200 implements MigrationInterface {
  name = 'ProgrammeAsData1764400000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE workout_units
        ADD COLUMN day integer,
        ADD COLUMN week integer,
        ADD COLUMN is_rest_day boolean NOT NULL DEFAULT false`);
    await db.query(`
      WITH parsed AS (
        SELECT id, sort_order,
               (regexp_match(title, 'SEMANA\\s+(\\d+)', 'i'))[1]::int AS week,
               (regexp_match(title, 'RUTINA\\s*#\\s*(\\d+)', 'i'))[1]::int AS routine,
               title ~* 'DESCANSO' AS rest
          FROM workout_units)
      UPDATE workout_units u
         SET day = COALESCE(CASE WHEN p.rest THEN p.week * 7 ELSE (p.week - 1) * 7 + p.routine END, p.sort_order)
        FROM parsed p
       WHERE u.id = p.id`);
    await db.query(`
      UPDATE workout_units
         SET week = ((day - 1) / 7) + 1,
             is_rest_day = day % 7 = 0 OR title ~* 'DESCANSO'`);
    await db.query(`
      ALTER TABLE workout_units
        ALTER COLUMN day SET NOT NULL,
        ALTER COLUMN week SET NOT NULL,
        ADD CONSTRAINT workout_units_day_range CHECK (day BETWEEN 1 AND 28),
        ADD CONSTRAINT workout_units_day_unique UNIQUE (day)`);
    // The technique card's key: the seeded title as a slug ("Sentadilla con salto" → sentadilla-con-salto).
    await db.query(`ALTER TABLE exercises ADD COLUMN technique_key varchar(80)`);
    await db.query(`
      UPDATE exercises
         SET technique_key = btrim(regexp_replace(lower(translate(title, 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')),
                                                  '[^a-z0-9]+', '-', 'g'), '-')`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE exercises DROP COLUMN technique_key`);
    await db.query(`
      ALTER TABLE workout_units
        DROP CONSTRAINT workout_units_day_unique,
        DROP CONSTRAINT workout_units_day_range,
        DROP COLUMN is_rest_day,
        DROP COLUMN week,
        DROP COLUMN day`);
  }
}
