import { createOutboxMigration, OutboxEntity, type ServiceDatabase } from '@reto/platform';

/** The admin service's tables and migrations, in the order they apply. */
export const adminDatabase: Omit<ServiceDatabase, 'url'> = {
  service: 'admin',
  entities: [OutboxEntity],
  migrations: [createOutboxMigration(1763700000100)],
};
