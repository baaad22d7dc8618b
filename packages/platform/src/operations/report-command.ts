import { createInterface } from 'node:readline';
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

/** A service's reports on its open database: `answer(name)` answers one; unknown names are an error. */
async function openReports(db: Omit<ServiceDatabase, 'url'>, url: string, own: Record<string, Report>) {
  const reports = { ...platformReports, ...own };
  const options = serviceDataSourceOptions({ ...db, url });
  // one connection: a report is an operator's look, never worth a share of the app's connections
  const dataSource = await new DataSource({ ...options, extra: { ...options.extra, max: 1 } }).initialize();
  return {
    answer: async (name: string) => {
      const report = reports[name];
      if (!report) throw new Error(`reports: ${Object.keys(reports).join(', ')} (asked: ${name || 'none'})`);
      return { report: `${db.service}.${name}`, value: await report(dataSource) };
    },
    close: () => dataSource.destroy(),
  };
}

/**
 * The body of each service's `report` entry point, read-only, on the service's own database: what
 * an operator (and a whole-system test, which may not read a service's tables) asks of data no API
 * shows. `node services/<app>/dist/report.js rows …` prints one JSON line per report named; with no
 * name it answers each line of its input (a report's name) with one JSON line (`{ "error" }` for one
 * it cannot answer), on one connection, until its input ends.
 */
export async function runReportCommand(db: Omit<ServiceDatabase, 'url'>, own: Record<string, Report> = {}) {
  const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
  try {
    const config = loadConfig(db.service, serviceConfigSchema(db.service));
    const reports = await openReports(db, config.DATABASE_URL, own);
    try {
      const names = process.argv.slice(2);
      if (names.length) {
        for (const name of names) print(await reports.answer(name));
      } else {
        for await (const line of createInterface({ input: process.stdin })) {
          print(await reports.answer(line.trim()).catch((error: Error) => ({ error: error.message })));
        }
      }
    } finally {
      await reports.close();
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
