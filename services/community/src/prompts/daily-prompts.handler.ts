import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CommunitySubjects,
  ListPromptsSchema,
  SetPromptSchema,
  TodayPromptSchema,
  type DailyPromptDto,
  type TodayPromptDto,
} from '@reto/contracts/community';
import { validatePayload } from '@reto/platform';
import { DailyPromptsService } from './daily-prompts.service.js';

/** NATS adapter of the daily prompts: validates each payload against its contract and calls one use case. */
@Controller()
export class DailyPromptsHandler {
  constructor(private readonly prompts: DailyPromptsService) {}

  @MessagePattern(CommunitySubjects.setPrompt)
  set(@Payload() payload: unknown): Promise<DailyPromptDto[]> {
    const { day, text } = validatePayload(SetPromptSchema, payload);
    return this.prompts.set(day, text);
  }

  @MessagePattern(CommunitySubjects.listPrompts)
  list(@Payload() payload: unknown): Promise<DailyPromptDto[]> {
    validatePayload(ListPromptsSchema, payload);
    return this.prompts.list();
  }

  @MessagePattern(CommunitySubjects.todayPrompt)
  today(@Payload() payload: unknown): Promise<TodayPromptDto> {
    const { member } = validatePayload(TodayPromptSchema, payload);
    return this.prompts.today(member.userId, member.timezone);
  }
}
