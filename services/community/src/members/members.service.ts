import { Injectable } from '@nestjs/common';
import {
  PROGRAMME_DAYS,
  PROGRAMME_REST_DAYS,
  publicNameOf,
  streak,
  type AccessChangedEvent,
  type ExerciseCompletedEvent,
  type UserRegisteredEvent,
} from '@reto/contracts';
import type { MemberProgressDto } from '@reto/contracts/community';
import { Clock, type Tx } from '@reto/platform';
import { CommunityErrors } from '../community.errors.js';
import { localDate, programmeDayOf } from '../prompts/programme-day.js';
import type { MemberEntity } from './member.entity.js';
import { MembersRepository } from './members.repository.js';

const REST_DAYS: ReadonlySet<number> = new Set(PROGRAMME_REST_DAYS);

/**
 * The streak on challenge day `today`, by the challenge's own rule (`streak` in the contracts),
 * from what the latest completion told: the streak on its day, and whether that day's routine was
 * done on it (the run then ends on it, otherwise the day before). Nothing was completed since, so
 * a training day passed without a completion ends the streak, as the challenge would count it.
 */
export function streakOn(member: MemberEntity, today: number): number {
  const last = member.challengeDay;
  if (last === null) return 0;
  if (today <= last) return member.streak;
  const runEnd = member.challengeDayDone ? last : last - 1;
  const completeDays = new Set<number>();
  for (let day = runEnd - member.streak + 1; day <= runEnd; day += 1) if (!REST_DAYS.has(day)) completeDays.add(day);
  return streak(completeDays, today, REST_DAYS);
}

/** The member's day and progress as the trainer sees them beside their name, on `now`. */
export function progressOf(member: MemberEntity, now: Date): MemberProgressDto & { missedDays: number } {
  const today = member.groupKey ? localDate(now, member.timezone ?? 'UTC') : null;
  const day = member.groupKey && today ? programmeDayOf(member.groupKey, today) : null;
  // once the edition is over the challenge counts the streak on its last day
  const countedOn = day ?? (member.groupKey && today && today >= member.groupKey ? PROGRAMME_DAYS : 0);
  const lastDay = member.challengeDay ?? 0;
  let missedDays = 0;
  // the days strictly between the last completion's day and today (today is not over), rest days apart
  for (let d = lastDay + 1; day !== null && d < day; d += 1) if (!REST_DAYS.has(d)) missedDays += 1;
  return {
    day,
    streak: streakOn(member, countedOn),
    lastCompletedAt: member.lastCompletedAt?.toISOString() ?? null,
    missedDays,
  };
}

/**
 * An edition's group is named by the day its access ends: every enrolment of one edition ends on
 * the same day (the challenge's `accessEndsAt`), and two editions never share it.
 */
export const groupKeyOf = (accessEndsAt: string): string => accessEndsAt.slice(0, 10);

/**
 * Who belongs to which group, from the challenge's access events (exactly once each): access
 * granted joins the member to their latest edition's group; a refund, dispute or revocation (no
 * access left) removes them at once, and their open subscriptions end with it.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly members: MembersRepository,
    private readonly clock: Clock,
  ) {}

  async accessChanged(tx: Tx, event: AccessChangedEvent): Promise<void> {
    // An account-less purchase has no one to show in a group yet; the account's own event follows.
    if (event.userId === null) return;
    await this.members.insertIfAbsent(tx, event.userId);
    const member = (await this.members.findForUpdate(tx, event.userId))!;
    const changedAt = new Date(event.changedAt);
    if (member.changedAt.getTime() > changedAt.getTime()) return;
    const before = member.groupKey;
    member.groupKey = event.accessEndsAt === null ? null : groupKeyOf(event.accessEndsAt);
    member.accessEndsAt = event.accessEndsAt === null ? null : new Date(event.accessEndsAt);
    member.changedAt = changedAt;
    await this.members.save(tx, member);
    if (before !== null && before !== member.groupKey) {
      await this.members.announceRemoved(tx, {
        userId: event.userId,
        groupKey: before,
        removedAt: event.changedAt,
      });
    }
  }

  /** The account's name as the group and the coach show it (first name and initial) and its time zone. */
  async registered(tx: Tx, event: UserRegisteredEvent): Promise<void> {
    await this.members.insertIfAbsent(tx, event.userId);
    const member = (await this.members.findForUpdate(tx, event.userId))!;
    member.shownName = publicNameOf(event.username);
    member.timezone = event.timezone;
    await this.members.save(tx, member);
  }

  /** The member's day and streak after their latest completion (an older one arriving late changes nothing). */
  async completed(tx: Tx, event: ExerciseCompletedEvent): Promise<void> {
    await this.members.applyCompletion(tx, {
      userId: event.userId,
      challengeDay: event.challengeDay,
      streak: event.streak,
      ownDayDone: event.unitCompleted && event.programmeDay === event.challengeDay,
      completedAt: new Date(event.completedAt),
    });
  }

  find(userId: number): Promise<MemberEntity | null> {
    return this.members.find(userId);
  }

  byIds(userIds: number[]): Promise<Map<number, MemberEntity>> {
    return this.members.byIds(userIds);
  }

  /** The members of a live group (access not ended), for the trainer's list of who went missing. */
  inGroups(): Promise<MemberEntity[]> {
    return this.members.withAccessAfter(this.clock.now());
  }

  /** The key of every group that has had a member, newest edition first (the trainer's panel). */
  groupKeys(): Promise<string[]> {
    return this.members.groupKeys();
  }

  /** The member's group while their access lasts; otherwise 404, as for anyone's group. */
  async groupOf(userId: number): Promise<string> {
    const member = await this.members.find(userId);
    if (!member?.groupKey || !member.accessEndsAt || member.accessEndsAt <= this.clock.now())
      throw CommunityErrors.groupNotFound();
    return member.groupKey;
  }
}
