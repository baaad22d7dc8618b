import { DataSource } from 'typeorm';
import { ConfigError, loadConfig, serviceConfigSchema } from '../config.js';
import { serviceDataSourceOptions, type ServiceDatabase } from '../database.js';
import { HoldingsRepository } from './holdings.repository.js';

/** One named, read-only look at a service's data. */
export type Report = (dataSource: DataSource) => Promise<unknown>;

/** The reports every service with a database answers (a service adds its own). */
export const platformReports: Record<string, Report> = {
  rows: (dataSource) => new HoldingsRepository(dataSource).rowCounts(),
};

/** Answers each asked report on the service's database, in order. */
export async function runReports(
  db: Omit<ServiceDatabase, 'url'>,
  url: string,
  names: string[],
  own: Record<string, Report> = {},
): Promise<Array<{ report: string; value: unknown }>> {
  const reports = { ...platformReports, ...own };
  if (!names.length || names.some((name) => !reports[name])) {
    throw new Error(`reports: ${Object.keys(reports).join(', ')} (asked: ${names.join(' ') || 'none'})`);
  }
  const dataSource = await new DataSource(serviceDataSourceOptions({ ...db, url })).initialize();
  try {
    const answers = [];
    for (const name of names)
      answers.push({ report: `${db.service}.${name}`, value: await reports[name]!(dataSource) });
    return answers;
  } finally {
    await dataSource.destroy();
  }
}

/**
 * The body of each service's `report` entry point (`node services/<app>/dist/report.js rows …`):
 * one JSON line per report, read-only, on the service's own database. What an operator (and a
 * whole-system test, which may not read a service's tables) asks of data no API shows.
 */
export async function runReportCommand(db: Omit<ServiceDatabase, 'url'>, own: Record<string, Report> = {}) {
  try {
    const config = loadConfig(db.service, serviceConfigSchema(db.service));
    for (const answer of await runReports(db, config.DATABASE_URL, process.argv.slice(2), own)) {
      process.stdout.write(`${JSON.stringify(answer)}\n`);
    }
  } catch (error) {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${db.service}: report failed: ${(error as Error).message}\n`,
    );
    process.exitCode = 1;
  }
}
