import { CommunitySubjects, ListPromptsSchema, SetPromptSchema, TodayPromptSchema } from '@reto/contracts/community';
import { requestHandlers } from '@reto/platform';
import { DailyPromptsService } from './daily-prompts.service.js';

/** NATS adapter of the daily prompts: validates each payload against its contract and calls one use case. */
export const DailyPromptsHandler = requestHandlers(DailyPromptsService, (handle) => ({
  [CommunitySubjects.setPrompt]: handle(SetPromptSchema, (prompts, { day, text }) => prompts.set(day, text)),
  [CommunitySubjects.listPrompts]: handle(ListPromptsSchema, (prompts) => prompts.list()),
  [CommunitySubjects.todayPrompt]: handle(TodayPromptSchema, (prompts, { member }) =>
    prompts.today(member.userId, member.timezone),
  ),
}));
