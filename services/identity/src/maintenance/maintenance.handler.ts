import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IdentitySubjects } from '@reto/contracts';
import { PurgeJob, type PurgeReport } from './purge.job.js';

/** Lets an operator (or a test) run the purge at once: `identity.maintenance.purge`. */
@Controller()
export class MaintenanceHandler {
  constructor(private readonly purgeJob: PurgeJob) {}

  @MessagePattern(IdentitySubjects.purgeExpired)
  purge(): Promise<PurgeReport> {
    return this.purgeJob.runNow();
  }
}
