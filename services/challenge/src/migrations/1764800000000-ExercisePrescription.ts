import type { MigrationInterface, QueryRunner } from 'typeorm';
import { HELD_EXERCISES, WEEK_PLAN } from '../content/programme.js';

/**
 * What the workout player follows, as columns the trainer can edit: sets, and either repetitions or
 * seconds of work per set (a plank is held, a squat repeated), and the rest between sets and before
 * the next exercise. Filled once from each unit's week of the seeded programme, whose descriptions
 * already state the same numbers in words; a held exercise's words are turned into seconds.
 */
export class ExercisePrescription1764800000000 implements MigrationInterface {
  name = 'ExercisePrescription1764800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE exercises
        ADD COLUMN sets integer NOT NULL DEFAULT 1,
        ADD COLUMN reps integer,
        ADD COLUMN work_seconds integer,
        ADD COLUMN rest_seconds integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT exercises_sets_range CHECK (sets BETWEEN 1 AND 20),
        ADD CONSTRAINT exercises_reps_range CHECK (reps IS NULL OR reps BETWEEN 1 AND 200),
        ADD CONSTRAINT exercises_work_seconds_range CHECK (work_seconds IS NULL OR work_seconds BETWEEN 5 AND 3600),
        ADD CONSTRAINT exercises_rest_seconds_range CHECK (rest_seconds BETWEEN 0 AND 600)`);
    for (const [index, plan] of WEEK_PLAN.entries()) {
      const week = index + 1;
      await db.query(
        `UPDATE exercises e
            SET sets = $2, reps = $3, rest_seconds = $4
           FROM workout_units u
          WHERE e.unit_id = u.id AND u.week = $1 AND NOT (e.technique_key = ANY($5))`,
        [week, plan.sets, plan.reps, plan.rest, HELD_EXERCISES],
      );
      await db.query(
        `UPDATE exercises e
            SET sets = $2, work_seconds = $3, rest_seconds = $4,
                description = replace(e.description, $6, $7)
           FROM workout_units u
          WHERE e.unit_id = u.id AND u.week = $1 AND e.technique_key = ANY($5)`,
        [
          week,
          plan.sets,
          plan.hold,
          plan.rest,
          HELD_EXERCISES,
          `de ${plan.reps} repeticiones`,
          `de ${plan.hold} segundos`,
        ],
      );
    }
    // Anything outside the seeded weeks (an added exercise) still has something to follow.
    await db.query(`UPDATE exercises SET reps = 10 WHERE reps IS NULL AND work_seconds IS NULL`);
    await db.query(`
      ALTER TABLE exercises
        ADD CONSTRAINT exercises_reps_or_seconds CHECK ((reps IS NULL) <> (work_seconds IS NULL))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE exercises
        DROP CONSTRAINT exercises_reps_or_seconds,
        DROP COLUMN rest_seconds,
        DROP COLUMN work_seconds,
        DROP COLUMN reps,
        DROP COLUMN sets`);
  }
}
