import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DailyPromptEntity } from './daily-prompt.entity.js';

/** Every query of the trainer's daily prompts. */
@Injectable()
export class DailyPromptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get prompts() {
    return this.dataSource.getRepository(DailyPromptEntity);
  }

  async clear(day: number): Promise<void> {
    await this.prompts.delete({ day });
  }

  async write(day: number, text: string, updatedAt: Date): Promise<void> {
    await this.prompts.save({ day, text, updatedAt });
  }

  all(): Promise<DailyPromptEntity[]> {
    return this.prompts.find({ order: { day: 'ASC' } });
  }

  ofDay(day: number): Promise<DailyPromptEntity | null> {
    return this.prompts.findOneBy({ day });
  }
}
