import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CommunitySubjects, type MemberRemovedEvent } from '@reto/contracts/community';
import { appendToOutbox, type Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';
import { MemberEntity } from './member.entity.js';

/** The members' projection: written by the access consumer, read by every request of a member. */
@Injectable()
export class MembersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  find(userId: number): Promise<MemberEntity | null> {
    return this.dataSource.getRepository(MemberEntity).findOneBy({ userId });
  }

  /** Every member in a group whose access lasts beyond `now`. */
  withAccessAfter(now: Date): Promise<MemberEntity[]> {
    return this.dataSource
      .getRepository(MemberEntity)
      .createQueryBuilder('m')
      .where('m.group_key IS NOT NULL AND m.access_ends_at > :now', { now })
      .getMany();
  }

  /** The key of every group that has had a member, newest edition first. */
  async groupKeys(): Promise<string[]> {
    const rows: Array<{ group_key: string }> = await this.dataSource
      .getRepository(MemberEntity)
      .createQueryBuilder('m')
      .select('DISTINCT m.group_key', 'group_key')
      .where('m.group_key IS NOT NULL')
      .orderBy('group_key', 'DESC')
      .getRawMany();
    return rows.map((row) => row.group_key);
  }

  /** Some members by id. */
  async byIds(userIds: number[]): Promise<Map<number, MemberEntity>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(MemberEntity)
      .createQueryBuilder('m')
      .where('m.user_id IN (:...userIds)', { userIds })
      .getMany();
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** The member's row locked until `tx` ends (events of one member apply one after another). */
  findForUpdate(tx: Tx, userId: number): Promise<MemberEntity | null> {
    return tx.manager.getRepository(MemberEntity).findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  async save(tx: Tx, member: MemberEntity): Promise<void> {
    await tx.manager.getRepository(MemberEntity).save(member);
  }

  /**
   * The member's day and streak after a completion, in one statement (the row made when absent,
   * locked by the upsert): nothing changes when a later completion was applied already.
   * `ownDayDone`: the completion finished its own day's routine.
   */
  async applyCompletion(
    tx: Tx,
    completion: { userId: number; challengeDay: number; streak: number; ownDayDone: boolean; completedAt: Date },
  ): Promise<void> {
    const table = tx.manager.connection.getMetadata(MemberEntity).tablePath;
    await tx.manager.query(
      `INSERT INTO ${table} AS m (user_id, group_key, access_ends_at, changed_at, streak, challenge_day_done,
                                 challenge_day, last_completed_at)
       VALUES ($1, NULL, NULL, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id) DO UPDATE SET
         -- a later completion on the same day (another day's routine caught up) keeps its day done
         challenge_day_done = EXCLUDED.challenge_day_done
           OR COALESCE(m.challenge_day = EXCLUDED.challenge_day AND m.challenge_day_done, false),
         challenge_day = EXCLUDED.challenge_day,
         streak = EXCLUDED.streak,
         last_completed_at = EXCLUDED.last_completed_at
       WHERE m.last_completed_at IS NULL OR m.last_completed_at <= EXCLUDED.last_completed_at`,
      [
        completion.userId,
        new Date(0),
        completion.streak,
        completion.ownDayDone,
        completion.challengeDay,
        completion.completedAt,
      ],
    );
  }

  async insertIfAbsent(tx: Tx, userId: number): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .insert()
      .into(MemberEntity)
      .values({
        userId,
        groupKey: null,
        accessEndsAt: null,
        changedAt: new Date(0),
        streak: 0,
        challengeDayDone: false,
      })
      .orIgnore()
      .execute();
  }

  /** Tells every gateway to end the member's open subscriptions to the group (in `tx`). */
  async announceRemoved(tx: Tx, event: MemberRemovedEvent): Promise<void> {
    await appendToOutbox(tx.manager, CommunitySubjects.events.memberRemoved, event);
  }
}
