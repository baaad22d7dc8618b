import type { MigrationInterface, QueryRunner } from 'typeorm';
import { programme } from '../content/programme.js';

/** The original 4-week programme: 28 units and their exercises (the admin later sets the video ids). */
export class SeedProgramme1763700001100 implements MigrationInterface {
  name = 'SeedProgramme1763700001100';

  async up(db: QueryRunner): Promise<void> {
    for (const unit of programme()) {
      const [{ id }] = (await db.query(
        `INSERT INTO workout_units (sort_order, title, description, duration) VALUES ($1, $2, $3, $4) RETURNING id`,
        [unit.order, unit.title, unit.description, unit.duration],
      )) as Array<{ id: number }>;
      for (const [index, exercise] of unit.exercises.entries()) {
        await db.query(
          `INSERT INTO exercises (unit_id, position, title, description, duration, video_id, video_id_male, video_id_female)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            index + 1,
            exercise.title,
            exercise.description,
            exercise.duration,
            exercise.videoId,
            exercise.videoIdMale,
            exercise.videoIdFemale,
          ],
        );
      }
    }
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM workout_units`);
  }
}
