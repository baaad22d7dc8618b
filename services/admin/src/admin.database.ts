import {
  createOutboxMigration,
  createProcessedEventsMigration,
  OutboxEntity,
  ProcessedEventEntity,
  type ServiceDatabase,
} from '@reto/platform';
import { AuditEntryEntity } from './audit/audit-entry.entity.js';
import { CreateAudit1764000000100 } from './migrations/1764000000100-CreateAudit.js';

/** The admin service's tables and migrations, in the order they apply. */
export const adminDatabase: Omit<ServiceDatabase, 'url'> = {
  service: 'admin',
  entities: [OutboxEntity, ProcessedEventEntity, AuditEntryEntity],
  migrations: [
    createOutboxMigration(1763700000100),
    createProcessedEventsMigration(1764000000000),
    CreateAudit1764000000100,
  ],
};
