import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventSubjects, type AccessChangedEvent, type AccessDto, type GrantEnrolmentCommand } from '@reto/contracts';
import { appendToOutbox, Clock } from '@reto/platform';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import { addDays, daysBetween, localDate, type IsoDate } from '../calendar/calendar.js';
import { CHALLENGE_CONFIG, type ChallengeConfig } from '../challenge.config.js';
import { editionByNumber, editionToJoin, nextEdition, type Edition } from '../editions/editions.js';
import { MemberCache } from '../cache/member-cache.js';
import { EnrolmentEntity } from './enrolment.entity.js';

/** The day enrolments are assigned by: UTC (the events carry no timezone). */
const ENROLMENT_TIMEZONE = 'UTC';

export interface MemberAccess extends AccessDto {
  enrolment: EnrolmentEntity | null;
  today: IsoDate;
}

/**
 * Access is per edition: each payment, pre-approved registration or admin grant creates one
 * enrolment (keyed by its source id, so the same event twice enrols once), in the edition
 * ENROL_CURRENT_UNTIL_DAY picks. Every change is announced on `challenge.access.changed.v1`.
 */
@Injectable()
export class EnrolmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(CHALLENGE_CONFIG) private readonly config: ChallengeConfig,
    private readonly cache: MemberCache,
  ) {}

  grant(command: GrantEnrolmentCommand & { source?: string }): Promise<EnrolmentEntity> {
    return this.dataSource.transaction((manager) => this.grantIn(manager, command));
  }

  async grantIn(
    manager: EntityManager,
    command: GrantEnrolmentCommand & { source?: string },
  ): Promise<EnrolmentEntity> {
    const now = this.clock.now();
    const repo = manager.getRepository(EnrolmentEntity);
    const email = command.email.trim().toLowerCase();
    const sourceId = command.sourceId ?? `${command.reason}:${email}:${now.toISOString()}`;
    const existing = await repo.findOneBy({ sourceId });
    if (existing) return existing;
    const edition = command.editionNumber
      ? editionByNumber(command.editionNumber)
      : editionToJoin(localDate(now, ENROLMENT_TIMEZONE), this.config.ENROL_CURRENT_UNTIL_DAY);
    const userId =
      command.userId ?? (await repo.findOne({ where: { email }, order: { createdAt: 'DESC' } }))?.userId ?? null;
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(EnrolmentEntity)
      .values({
        email,
        userId,
        editionNumber: edition.number,
        startDate: edition.startDate,
        endDate: edition.endDate,
        source: command.source ?? command.reason,
        sourceId,
        revokedAt: null,
      })
      .orIgnore()
      .execute();
    const enrolment = await repo.findOneByOrFail({ sourceId });
    if ((inserted.raw as unknown[]).length) await this.announce(manager, email, enrolment.userId);
    return enrolment;
  }

  /** A refund within the guarantee period revokes the payment's enrolment. */
  async revokeIn(manager: EntityManager, sourceId: string): Promise<void> {
    const enrolment = await manager.getRepository(EnrolmentEntity).findOneBy({ sourceId, revokedAt: IsNull() });
    if (!enrolment) return;
    await manager.getRepository(EnrolmentEntity).update({ id: enrolment.id }, { revokedAt: this.clock.now() });
    await this.announce(manager, enrolment.email, enrolment.userId);
  }

  /** The account registered with an e-mail that paid before: its enrolments become the account's. */
  async linkIn(manager: EntityManager, email: string, userId: number): Promise<void> {
    const result = await manager
      .getRepository(EnrolmentEntity)
      .update({ email: email.toLowerCase(), userId: IsNull() }, { userId });
    if (result.affected) await this.announce(manager, email.toLowerCase(), userId);
  }

  /** The member's access now, in their timezone: the running enrolment, else the next, else the last ended. */
  async accessOf(member: { userId: number; email: string; timezone: string }): Promise<MemberAccess> {
    const today = localDate(this.clock.now(), member.timezone);
    const enrolments = await this.dataSource
      .getRepository(EnrolmentEntity)
      .createQueryBuilder('e')
      .where('e.revoked_at IS NULL')
      .andWhere('(e.user_id = :userId OR (e.user_id IS NULL AND e.email = :email))', {
        userId: member.userId,
        email: member.email.toLowerCase(),
      })
      .orderBy('e.start_date', 'ASC')
      .getMany();
    return describeAccess(enrolments, today);
  }

  /** When the latest live enrolment of this e-mail (or account) ends, as identity keeps it; null without one. */
  async accessEndsAtOf(
    email: string,
    userId: number | null,
    manager = this.dataSource.manager,
  ): Promise<string | null> {
    const latest = await manager
      .getRepository(EnrolmentEntity)
      .createQueryBuilder('e')
      .where('e.revoked_at IS NULL')
      .andWhere('(e.email = :email OR e.user_id = :userId)', { email: email.toLowerCase(), userId: userId ?? -1 })
      .orderBy('e.end_date', 'DESC')
      .getOne();
    return latest ? accessEndsAt(latest.endDate) : null;
  }

  private async announce(manager: EntityManager, email: string, userId: number | null): Promise<void> {
    await this.cache.forget(userId);
    const event: AccessChangedEvent = {
      userId,
      email,
      accessEndsAt: await this.accessEndsAtOf(email, userId, manager),
      changedAt: this.clock.now().toISOString(),
    };
    await appendToOutbox(manager, EventSubjects.accessChanged, event);
  }
}

/**
 * Access ends after day 28 in the member's own timezone; identity does not know it, so the event
 * carries the latest moment any supported timezone still is on day 28 (12:00 UTC the day after).
 */
export const accessEndsAt = (endDate: IsoDate): string => `${addDays(endDate, 1)}T12:00:00.000Z`;

const toEditionDto = (edition: Edition) => ({ ...edition });

export function describeAccess(enrolments: EnrolmentEntity[], today: IsoDate): MemberAccess {
  const next = toEditionDto(nextEdition(today));
  const running = enrolments.find((e) => e.startDate <= today && today <= e.endDate);
  const upcoming = enrolments.find((e) => e.startDate > today);
  const ended = [...enrolments].reverse().find((e) => e.endDate < today);
  const enrolment = running ?? upcoming ?? ended ?? null;
  const status = running ? 'active' : upcoming ? 'not_started' : ended ? 'ended' : 'none';
  return {
    status,
    enrolment,
    today,
    enrolmentId: enrolment?.id ?? null,
    edition: enrolment
      ? { number: enrolment.editionNumber, startDate: enrolment.startDate, endDate: enrolment.endDate }
      : null,
    daysUntilStart: status === 'not_started' && enrolment ? daysBetween(today, enrolment.startDate) : null,
    nextEdition: next,
  };
}
