import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DailyPromptDto, TodayPromptDto } from '@reto/contracts/community';
import { Clock } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { MembersService } from '../members/members.service.js';
import { DailyPromptEntity } from './daily-prompt.entity.js';
import { localDate, programmeDayOf } from './programme-day.js';

/** The trainer's daily prompts: written ahead per programme day, shown to a member on their day. */
@Injectable()
export class DailyPromptsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly clock: Clock,
  ) {}

  /** Writes the day's prompt; an empty text clears it. */
  async set(day: number, text: string): Promise<DailyPromptDto[]> {
    const prompts = this.dataSource.getRepository(DailyPromptEntity);
    if (text === '') await prompts.delete({ day });
    else await prompts.save({ day, text, updatedAt: this.clock.now() });
    return this.list();
  }

  async list(): Promise<DailyPromptDto[]> {
    const rows = await this.dataSource.getRepository(DailyPromptEntity).find({ order: { day: 'ASC' } });
    return rows.map(({ day, text }) => ({ day, text }));
  }

  async today(userId: number, timezone: string): Promise<TodayPromptDto> {
    const groupKey = await this.members.groupOf(userId);
    const day = programmeDayOf(groupKey, localDate(this.clock.now(), timezone));
    if (day === null) return { day: null, prompt: null };
    const row = await this.dataSource.getRepository(DailyPromptEntity).findOneBy({ day });
    return { day, prompt: row?.text ?? null };
  }
}
