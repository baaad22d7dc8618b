import { serviceDatabase } from '@reto/platform';
import { AuditEntryEntity } from './audit/audit-entry.entity.js';
import { CreateAudit1764000000100 } from './migrations/1764000000100-CreateAudit.js';
import { DropUnusedOutbox1764500000000 } from './migrations/1764500000000-DropUnusedOutbox.js';
import { CreateInsights1764912000000 } from './migrations/1764912000000-CreateInsights.js';
import { InsightVisits1764950000000 } from './migrations/1764950000000-InsightVisits.js';
import { InsightCompletions1765000000000 } from './migrations/1765000000000-InsightCompletions.js';
import { InsightSurvey1765000000200 } from './migrations/1765000000200-InsightSurvey.js';
import { InsightMembers1765100000000 } from './migrations/1765100000000-InsightMembers.js';
import { InsightsKeptAtWrite1765200000000 } from './migrations/1765200000000-InsightsKeptAtWrite.js';
import { InsightRefundReasons1765200000200 } from './migrations/1765200000200-InsightRefundReasons.js';
import { InsightCheckouts1765300000300 } from './migrations/1765300000300-InsightCheckouts.js';
import { InsightRenewalsRemindersReviews1765400000200 } from './migrations/1765400000200-InsightRenewalsRemindersReviews.js';
import { InsightTraining1765500000000 } from './migrations/1765500000000-InsightTraining.js';
import { InsightPaymentTotals1765600000000 } from './migrations/1765600000000-InsightPaymentTotals.js';
import { InsightVisitCounts1765700000000 } from './migrations/1765700000000-InsightVisitCounts.js';

/** The admin service's tables and migrations (TypeORM applies them in timestamp order). */
export const adminDatabase = serviceDatabase({
  service: 'admin',
  entities: [AuditEntryEntity],
  migrations: [
    CreateAudit1764000000100,
    DropUnusedOutbox1764500000000,
    CreateInsights1764912000000,
    InsightVisits1764950000000,
    InsightCompletions1765000000000,
    InsightSurvey1765000000200,
    InsightMembers1765100000000,
    InsightsKeptAtWrite1765200000000,
    InsightRefundReasons1765200000200,
    InsightCheckouts1765300000300,
    InsightRenewalsRemindersReviews1765400000200,
    InsightTraining1765500000000,
    InsightPaymentTotals1765600000000,
    InsightVisitCounts1765700000000,
  ],
  processedEventsAt: 1764000000000,
});
