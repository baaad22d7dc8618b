import type { TestSystem } from '../../infra/local/test-system.mjs';

/**
 * The rows of the named tables, by `app.table`, from each app's own `rows` report (what no API
 * shows: whether a request stored anything). A table the app does not have is an error, never 0.
 */
export async function rowsIn(system: TestSystem, tables: Record<string, string[]>): Promise<Record<string, number>> {
  const counts = await Promise.all(
    Object.entries(tables).map(async ([app, names]) => {
      const [rows] = (await system.report(app, ['rows'])) as [Record<string, number>];
      return names.map((name) => {
        if (rows[name] === undefined) throw new Error(`${app} has no table ${name}: ${Object.keys(rows).join(', ')}`);
        return [`${app}.${name}`, rows[name]] as const;
      });
    }),
  );
  return Object.fromEntries(counts.flat());
}
