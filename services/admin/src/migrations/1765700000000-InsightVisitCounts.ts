import { sqlMigration } from '@reto/platform';

/**
 * A kept visit of the sales page now stands for a gateway's turn of visits: how many it counted
 * (one for the visits kept before, each of which was one).
 */
export const InsightVisitCounts1765700000000 = sqlMigration('InsightVisitCounts', 1765700000000, {
  up: [`ALTER TABLE insight_visits ADD COLUMN visits integer NOT NULL DEFAULT 1 CHECK (visits > 0)`],
  down: [`ALTER TABLE insight_visits DROP COLUMN visits`],
});
