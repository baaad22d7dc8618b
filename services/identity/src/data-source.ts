import { serviceDataSourceOptions } from '@reto/platform';
import { DataSource } from 'typeorm';
import { loadIdentityConfig } from './identity.config.js';
import { identityDatabase } from './identity.database.js';

/** For the TypeORM CLI: `npx typeorm migration:show -d services/identity/dist/data-source.js`. */
export default new DataSource(
  serviceDataSourceOptions({ ...identityDatabase, url: loadIdentityConfig().DATABASE_URL }),
);
