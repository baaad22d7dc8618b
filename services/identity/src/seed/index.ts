import { serviceDataSourceOptions } from '@reto/platform';
import { DataSource } from 'typeorm';
import { loadIdentityConfig } from '../identity.config.js';
import { identityDatabase } from '../identity.database.js';
import { seedAdmin } from './admin.seed.js';

/** Identity's seed data for a fresh system; returns one report per seeded thing. */
export async function runIdentitySeed(env: NodeJS.ProcessEnv = process.env): Promise<Array<Record<string, unknown>>> {
  const config = loadIdentityConfig(env);
  const dataSource = await new DataSource(
    serviceDataSourceOptions({ ...identityDatabase, url: config.DATABASE_URL }),
  ).initialize();
  try {
    return [{ seed: 'identity.admin', ...(await seedAdmin(dataSource, config)) }];
  } finally {
    await dataSource.destroy();
  }
}
