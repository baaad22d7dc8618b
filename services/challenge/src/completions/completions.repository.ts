import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CompletionEntity } from './completion.entity.js';

export type NewCompletion = Pick<CompletionEntity, 'enrolmentId' | 'exerciseId' | 'unitId' | 'userId'>;

/** Every query on completions: one row per exercise done within an enrolment. */
@Injectable()
export class CompletionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The enrolment's completions, oldest first. */
  ofEnrolment(enrolmentId: string): Promise<CompletionEntity[]> {
    return this.dataSource.getRepository(CompletionEntity).find({
      where: { enrolmentId },
      order: { completedAt: 'ASC' },
    });
  }

  /** Records the completion once (a repeat is ignored). */
  async insertOnce(completion: NewCompletion): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(CompletionEntity).values(completion).orIgnore().execute();
  }
}
