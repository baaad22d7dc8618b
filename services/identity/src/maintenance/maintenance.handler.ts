import { IdentitySubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { PurgeJob } from './purge.job.js';

/** Lets an operator (or a test) run the purge at once: `identity.maintenance.purge`. */
export const MaintenanceHandler = requestHandlers(PurgeJob, (handle) => ({
  [IdentitySubjects.purgeExpired]: handle((purgeJob) => purgeJob.runNow()),
}));
