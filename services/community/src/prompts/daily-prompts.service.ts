import { Injectable } from '@nestjs/common';
import type { DailyPromptDto, TodayPromptDto } from '@reto/contracts/community';
import { Clock } from '@reto/platform';
import { MembersService } from '../members/members.service.js';
import { DailyPromptsRepository } from './daily-prompts.repository.js';
import { localDate, programmeDayOf } from './programme-day.js';

/** The trainer's daily prompts: written ahead per programme day, shown to a member on their day. */
@Injectable()
export class DailyPromptsService {
  constructor(
    private readonly prompts: DailyPromptsRepository,
    private readonly members: MembersService,
    private readonly clock: Clock,
  ) {}

  /** Writes the day's prompt; an empty text clears it. */
  async set(day: number, text: string): Promise<DailyPromptDto[]> {
    if (text === '') await this.prompts.clear(day);
    else await this.prompts.write(day, text, this.clock.now());
    return this.list();
  }

  async list(): Promise<DailyPromptDto[]> {
    const rows = await this.prompts.all();
    return rows.map(({ day, text }) => ({ day, text }));
  }

  async today(userId: number, timezone: string): Promise<TodayPromptDto> {
    const groupKey = await this.members.groupOf(userId);
    const day = programmeDayOf(groupKey, localDate(this.clock.now(), timezone));
    if (day === null) return { day: null, prompt: null };
    const row = await this.prompts.ofDay(day);
    return { day, prompt: row?.text ?? null };
  }
}
