/**
 * The shapes of the read model's idempotent writes, as SQL over `unnest` of one array per column
 * (a batch of events is one statement): each table names its columns once, here.
 */

/** A column of a write: its name and its PostgreSQL type. */
export type Column = readonly [name: string, type: string];

/** Each event's `fields` as one array per field, in order: the parameters of `unnest`. */
export const columnsOf = <E>(events: readonly E[], fields: readonly (keyof E)[]): unknown[][] =>
  fields.map((field) => events.map((event) => event[field]));

const names = (columns: readonly Column[]) => columns.map(([name]) => name).join(', ');
const unnest = (columns: readonly Column[]) =>
  `unnest(${columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')}) AS e(${names(columns)})`;

/**
 * Keeps each row once per its id (the first column) and adds each new one to its group's count in
 * `counts` (grouped by the other columns) in the same statement: a redelivery or a replay adds nothing.
 * With `weight`, a row stands for that column's number of things (a gateway's turn of visits), which
 * it adds instead of one; the weight is kept, not grouped by.
 */
export function keepOnceAndCount(
  table: string,
  columns: readonly Column[],
  counts: string,
  count: string,
  weight?: string,
): string {
  const groups = names(columns.slice(1).filter(([name]) => name !== weight));
  return `WITH kept AS (
      INSERT INTO ${table} (${names(columns)}) SELECT * FROM ${unnest(columns)}
      ON CONFLICT (${columns[0]![0]}) DO NOTHING RETURNING ${groups}${weight ? `, ${weight}` : ''}
    )
    INSERT INTO ${counts} (${groups}, ${count}) SELECT ${groups}, ${weight ? `sum(${weight})` : 'count(*)'} FROM kept GROUP BY ${groups}
    ON CONFLICT (${groups}) DO UPDATE SET ${count} = ${counts}.${count} + EXCLUDED.${count}`;
}

/**
 * Keeps each row as it last changed, by its key (the first column) and `changed_at` (the last): an
 * older or repeated change changes nothing, and in one batch the latest of each key is the one
 * offered, so any order ends the same. `kept`: columns whose value, once known, a change without
 * one leaves; `returning`: what the statement answers of the rows it wrote.
 */
export function keepLatest(
  table: string,
  columns: readonly Column[],
  { kept = [], returning }: { kept?: readonly string[]; returning?: string } = {},
): string {
  const key = columns[0]![0];
  const set = columns
    .slice(1)
    .map(
      ([name]) =>
        `${name} = ${kept.includes(name) ? `coalesce(EXCLUDED.${name}, ${table}.${name})` : `EXCLUDED.${name}`}`,
    )
    .join(', ');
  return `INSERT INTO ${table} (${names(columns)})
    SELECT DISTINCT ON (${key}) * FROM ${unnest(columns)} ORDER BY ${key}, changed_at DESC
    ON CONFLICT (${key}) DO UPDATE SET ${set}
    WHERE ${table}.changed_at < EXCLUDED.changed_at${returning ? ` RETURNING ${returning}` : ''}`;
}
