import { createOutboxMigration, OutboxEntity, type ServiceDatabase } from '@reto/platform';

/** The voice service's tables and migrations, in the order they apply. */
export const voiceDatabase: Omit<ServiceDatabase, 'url'> = {
  service: 'voice',
  entities: [OutboxEntity],
  migrations: [createOutboxMigration(1763700000100)],
};
