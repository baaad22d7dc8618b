import { Inject, Injectable } from '@nestjs/common';
import {
  editionByNumber,
  editionToJoin,
  nextEdition,
  type AccessByEmailDto,
  type AccessDto,
  type Edition,
  type GrantEnrolmentCommand,
  type PaymentStateEvent,
} from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import { addDays, daysBetween, localDate, type IsoDate } from '../calendar/calendar.js';
import { CHALLENGE_CONFIG, type ChallengeConfig } from '../challenge.config.js';
import { MemberCache } from '../cache/member.cache.js';
import { EnrolmentEntity } from './enrolment.entity.js';
import { EnrolmentsRepository } from './enrolments.repository.js';

/** The day enrolments are assigned by: UTC (the events carry no timezone). */
const ENROLMENT_TIMEZONE = 'UTC';

export interface MemberAccess extends AccessDto {
  enrolment: EnrolmentEntity | null;
  today: IsoDate;
}

/**
 * Access is per edition: each payment, pre-approved registration or admin grant creates one
 * enrolment (keyed by its source id, so the same event twice enrols once), in the edition
 * ENROL_CURRENT_UNTIL_DAY picks. Every change is announced on `challenge.access.changed.v1`, and the
 * member's cached answers are dropped once the change has committed (a read racing the change would
 * otherwise cache the old access again).
 */
@Injectable()
export class EnrolmentsService {
  constructor(
    private readonly enrolments: EnrolmentsRepository,
    private readonly clock: Clock,
    @Inject(CHALLENGE_CONFIG) private readonly config: ChallengeConfig,
    private readonly cache: MemberCache,
  ) {}

  grant(command: GrantEnrolmentCommand & { source?: string }): Promise<EnrolmentEntity> {
    return this.enrolments.transaction((tx) => this.grantIn(tx, command));
  }

  async grantIn(tx: Tx, command: GrantEnrolmentCommand & { source?: string }): Promise<EnrolmentEntity> {
    const now = this.clock.now();
    const email = command.email.trim().toLowerCase();
    await this.enrolments.lockEmail(tx, email);
    const sourceId = command.sourceId ?? `${command.reason}:${email}:${now.toISOString()}`;
    const existing = await this.enrolments.findBySource(tx, sourceId);
    if (existing) return existing;
    const edition = command.editionNumber
      ? editionByNumber(command.editionNumber)
      : editionToJoin(localDate(now, ENROLMENT_TIMEZONE), this.config.ENROL_CURRENT_UNTIL_DAY);
    const inserted = await this.enrolments.insertOnce(tx, {
      email,
      userId: command.userId ?? (await this.enrolments.accountOfEmail(tx, email)),
      editionNumber: edition.number,
      startDate: edition.startDate,
      endDate: edition.endDate,
      source: command.source ?? command.reason,
      sourceId,
    });
    const enrolment = (await this.enrolments.findBySource(tx, sourceId))!;
    if (inserted) await this.announce(tx, email, enrolment.userId);
    return enrolment;
  }

  /**
   * A payment's whole state, from billing: applied only when its version is higher than any applied
   * before, so the last word is the payment's latest state whatever order the events came in.
   * Access: the payment's enrolment exists and is live (a won dispute gives a revoked one back);
   * none: it is revoked.
   */
  async applyPaymentState(tx: Tx, state: PaymentStateEvent, sourceId: string): Promise<void> {
    const email = state.email.trim().toLowerCase();
    await this.enrolments.lockEmail(tx, email);
    if (!(await this.enrolments.takePaymentVersion(tx, state.paymentId, state.version, state.access))) return;
    const enrolment = await this.enrolments.findBySource(tx, sourceId);
    if (!state.access) {
      if (enrolment && !enrolment.revokedAt) await this.revokeIn(tx, sourceId);
      return;
    }
    if (!enrolment) {
      await this.grantIn(tx, { email, userId: null, reason: 'payment', sourceId });
      return;
    }
    if (enrolment.revokedAt) {
      await this.enrolments.markRestored(tx, enrolment.id);
      await this.announce(tx, enrolment.email, enrolment.userId);
    }
  }

  /** A refund within the guarantee period revokes the payment's enrolment. */
  async revokeIn(tx: Tx, sourceId: string): Promise<void> {
    const enrolment = await this.enrolments.findLiveBySource(tx, sourceId);
    if (!enrolment) return;
    await this.enrolments.markRevoked(tx, enrolment.id, this.clock.now());
    await this.announce(tx, enrolment.email, enrolment.userId);
  }

  /**
   * Identity verified the account's e-mail: payments by that e-mail, before and after, become the
   * account's, and a pre-approved address is enrolled once (keyed by the account).
   */
  async attachVerifiedEmail(
    tx: Tx,
    verified: { email: string; userId: number; preApproved: boolean; preApprovedSourceId: string },
  ): Promise<void> {
    const address = verified.email.toLowerCase();
    await this.enrolments.lockEmail(tx, address);
    await this.enrolments.recordVerifiedEmail(tx, address, verified.userId, this.clock.now());
    if (await this.enrolments.linkToAccount(tx, address, verified.userId)) {
      await this.announce(tx, address, verified.userId);
    }
    if (verified.preApproved) {
      await this.grantIn(tx, {
        email: address,
        userId: verified.userId,
        reason: 'pre_approved',
        sourceId: verified.preApprovedSourceId,
      });
    }
  }

  /** The member's access now, in their timezone: the running enrolment, else the next, else the last ended. */
  async accessOf(member: { userId: number; email: string; timezone: string }): Promise<MemberAccess> {
    const today = localDate(this.clock.now(), member.timezone);
    return describeAccess(await this.enrolments.liveOf(member.userId), today);
  }

  /** When the latest live enrolment of this e-mail (or account) ends, as identity keeps it; null without one. */
  async accessEndsAtOf(email: string, userId: number | null, tx?: Tx): Promise<string | null> {
    const latest = await this.enrolments.latestLive(email.toLowerCase(), userId, tx);
    return latest ? accessEndsAt(latest.endDate) : null;
  }

  /**
   * What the e-mail's enrolments give: when the latest ends, the
   * edition it paid for that waits for an account to prove the address, and whether a purchase now
   * would buy an edition it (or the account that verified it) already has: billing refuses to charge it.
   */
  async accessByEmail(email: string): Promise<AccessByEmailDto> {
    const address = email.toLowerCase();
    const today = localDate(this.clock.now(), ENROLMENT_TIMEZONE);
    const account = await this.enrolments.transaction((tx) => this.enrolments.accountOfEmail(tx, address));
    const [latest, live] = await Promise.all([
      this.enrolments.latestLive(address, null),
      this.enrolments.liveSince(address, account, today),
    ]);
    const waiting = live.find((enrolment) => enrolment.userId === null && enrolment.email === address);
    const purchaseJoins = editionToJoin(today, this.config.ENROL_CURRENT_UNTIL_DAY).number;
    return {
      accessEndsAt: latest ? accessEndsAt(latest.endDate) : null,
      waiting: waiting ? editionOf(waiting) : null,
      coversPurchase: live.some((enrolment) => enrolment.editionNumber >= purchaseJoins),
      purchaseEdition: purchaseJoins,
    };
  }

  private async announce(tx: Tx, email: string, userId: number | null): Promise<void> {
    tx.afterCommit(() => this.cache.forget({ userId, email }));
    await this.enrolments.appendAccessChanged(tx, {
      userId,
      email,
      accessEndsAt: await this.accessEndsAtOf(email, userId, tx),
      changedAt: this.clock.now().toISOString(),
    });
  }
}

/**
 * Access ends after day 28 in the member's own timezone; identity does not know it, so the event
 * carries the latest moment any supported timezone still is on day 28 (12:00 UTC the day after).
 */
export const accessEndsAt = (endDate: IsoDate): string => `${addDays(endDate, 1)}T12:00:00.000Z`;

const toEditionDto = (edition: Edition) => ({ ...edition });
const editionOf = (enrolment: EnrolmentEntity) => ({
  number: enrolment.editionNumber,
  startDate: enrolment.startDate,
  endDate: enrolment.endDate,
});

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
    edition: enrolment ? editionOf(enrolment) : null,
    daysUntilStart: status === 'not_started' && enrolment ? daysBetween(today, enrolment.startDate) : null,
    nextEdition: next,
  };
}
