import { sqlMigration } from '@reto/platform';

/**
 * The sales page's visits, one row per visit the gateway counted (its random id, so a redelivery
 * or a replay counts once) with its UTC day; the funnel sums the days that sold an edition.
 */
export const InsightVisits1764950000000 = sqlMigration('InsightVisits', 1764950000000, {
  up: [
    `CREATE TABLE insight_visits (
      visit_id uuid PRIMARY KEY,
      day      date NOT NULL
    )`,
    `CREATE INDEX insight_visits_day ON insight_visits (day)`,
  ],
  down: [`DROP TABLE insight_visits`],
});
