import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ChallengeSubjects, type SurveyAnswer, type SurveyAnsweredEvent } from '@reto/contracts';
import { appendToOutbox, runInTransaction } from '@reto/platform';
import type { DataSource } from 'typeorm';

export interface StoredSurveyAnswer extends SurveyAnswer {
  answeredAt: string;
}

/** Every query on the check-in's answers. */
@Injectable()
export class SurveyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async answerOf(userId: number, edition: number): Promise<StoredSurveyAnswer | null> {
    const rows = (await this.dataSource.query(
      `SELECT satisfaction, recommend, answered_at AS "answeredAt"
         FROM survey_answers WHERE user_id = $1 AND edition = $2`,
      [userId, edition],
    )) as Array<{ satisfaction: number; recommend: boolean; answeredAt: Date }>;
    const row = rows[0];
    return row ? { ...row, answeredAt: row.answeredAt.toISOString() } : null;
  }

  /**
   * Keeps the member's one answer for the edition and, only then, puts its
   * `challenge.survey.answered.v1` in the outbox in the same transaction. False when one was kept already.
   */
  insertOnce(event: SurveyAnsweredEvent): Promise<boolean> {
    return runInTransaction(this.dataSource, async (tx) => {
      const rows: unknown[] = await tx.manager.query(
        `INSERT INTO survey_answers (user_id, edition, satisfaction, recommend, answered_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, edition) DO NOTHING RETURNING user_id`,
        [event.userId, event.edition, event.satisfaction, event.recommend, event.answeredAt],
      );
      if (rows.length > 0) await appendToOutbox(tx.manager, ChallengeSubjects.events.surveyAnswered, event);
      return rows.length > 0;
    });
  }
}
