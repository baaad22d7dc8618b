import type { DataSource } from 'typeorm';

/**
 * What a service's database holds, for an operator (and the whole-system tests, which may not read a
 * service's tables): the rows of each of its tables.
 */
export class HoldingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Rows per table, by table name, for every table of the service (its entities and the platform's). */
  async rowCounts(): Promise<Record<string, number>> {
    const counts = await Promise.all(
      this.dataSource.entityMetadatas.map(
        async (table) => [table.tableName, await this.dataSource.getRepository(table.target).count()] as const,
      ),
    );
    return Object.fromEntries(counts.sort(([a], [b]) => a.localeCompare(b)));
  }
}
