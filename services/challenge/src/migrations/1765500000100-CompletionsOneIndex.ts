import { sqlMigration } from '@reto/platform';

/**
 * Completions kept in one index: the primary key (enrolment, exercise) carries every other column
 * (`INCLUDE`), so a member's completions are an index-only scan of it, and the index that held them
 * in time order (`completions_enrolment_completed_at`) goes. Every completion wrote an entry into
 * both: two B-tree leaves keyed by a random enrolment, and once the table outgrows PostgreSQL's
 * buffers (100,000 members with a month each) each leaf a page to read, to dirty and to write whole
 * into the WAL after a checkpoint. A member's reads group their rows by unit or sort a month of them
 * (at most 140) in memory.
 */
export const CompletionsOneIndex1765500000100 = sqlMigration('CompletionsOneIndex', 1765500000100, {
  up: [
    `CREATE UNIQUE INDEX completions_pkey_covering ON completions (enrolment_id, exercise_id)
             INCLUDE (unit_id, user_id, completed_at)`,
    `ALTER TABLE completions DROP CONSTRAINT completions_pkey,
             ADD CONSTRAINT completions_pkey PRIMARY KEY USING INDEX completions_pkey_covering`,
    `DROP INDEX completions_enrolment_completed_at`,
  ],
  down: [
    `CREATE INDEX completions_enrolment_completed_at ON completions (enrolment_id, completed_at)
             INCLUDE (exercise_id, unit_id, user_id)`,
    `CREATE UNIQUE INDEX completions_pkey_plain ON completions (enrolment_id, exercise_id)`,
    `ALTER TABLE completions DROP CONSTRAINT completions_pkey,
             ADD CONSTRAINT completions_pkey PRIMARY KEY USING INDEX completions_pkey_plain`,
  ],
});
