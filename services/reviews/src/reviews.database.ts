import { createOutboxMigration, OutboxEntity, type ServiceDatabase } from '@reto/platform';

/** The reviews service's tables and migrations, in the order they apply. */
export const reviewsDatabase: Omit<ServiceDatabase, 'url'> = {
  service: 'reviews',
  entities: [OutboxEntity],
  migrations: [createOutboxMigration(1763700000100)],
};
