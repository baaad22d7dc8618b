import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module.js';
import { DailyPromptsHandler } from './daily-prompts.handler.js';
import { DailyPromptsRepository } from './daily-prompts.repository.js';
import { DailyPromptsService } from './daily-prompts.service.js';

/** The day's prompt for the group. */
@Module({
  imports: [MembersModule],
  controllers: [DailyPromptsHandler],
  providers: [DailyPromptsRepository, DailyPromptsService],
})
export class PromptsModule {}
