import { Module } from '@nestjs/common';
import { MemberCacheModule } from '../cache/member-cache.module.js';
import { EnrolmentsModule } from '../enrolments/enrolments.module.js';
import { SurveyHandler } from './survey.handler.js';
import { SurveyRepository } from './survey.repository.js';
import { SurveyService } from './survey.service.js';

/** The entry and exit surveys. */
@Module({
  imports: [MemberCacheModule, EnrolmentsModule],
  controllers: [SurveyHandler],
  providers: [SurveyRepository, SurveyService],
  exports: [SurveyService],
})
export class SurveyModule {}
