import { Module } from '@nestjs/common';
import { MemberCacheModule } from '../cache/member-cache.module.js';
import { EnrolmentEventsConsumer } from '../events/enrolment-events.consumer.js';
import { EnrolmentsHandler } from './enrolments.handler.js';
import { EnrolmentsRepository } from './enrolments.repository.js';
import { EnrolmentsService } from './enrolments.service.js';

/** Enrolments: who is in which edition, granted by billing's events. */
@Module({
  imports: [MemberCacheModule],
  controllers: [EnrolmentsHandler],
  providers: [EnrolmentsRepository, EnrolmentsService, EnrolmentEventsConsumer],
  exports: [EnrolmentsRepository, EnrolmentsService],
})
export class EnrolmentsModule {}
