import { Injectable } from '@nestjs/common';
import {
  nextEdition,
  runningEdition,
  type AdminActor,
  type AddressAccessDto,
  type AdminGrantAccessSchema,
  type GrantedAccessDto,
  type Member,
  type MemberOverviewDto,
} from '@reto/contracts';
import { Clock } from '@reto/platform';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { localDate } from '../calendar/calendar.js';
import { MemberService } from '../member/member.service.js';
import { paymentSourceId } from '../events/enrolment-events.consumer.js';
import { EnrolmentsRepository } from './enrolments.repository.js';
import { EnrolmentsService } from './enrolments.service.js';
import { ChallengeErrors } from '../challenge.errors.js';

const ADMIN_SOURCE = 'admin';
const PAYMENT_SOURCE_PREFIX = paymentSourceId('');

/**
 * The panel's "Usuarios": each member's enrolments and progress, the admin's grant of the running
 * or next edition, and the revocation of an admin grant. Grants and revocations commit with their
 * audit event and `challenge.access.changed.v1` (identity's hasPaid follows).
 */
@Injectable()
export class EnrolmentsAdminService {
  constructor(
    private readonly repository: EnrolmentsRepository,
    private readonly enrolments: EnrolmentsService,
    private readonly members: MemberService,
    private readonly clock: Clock,
  ) {}

  /** The trainer's look-up, challenge's half: an address's enrolments, the account that proved it, its nutrition plans. */
  async ofAddress(email: string): Promise<AddressAccessDto> {
    const { enrolments, verifiedBy, nutritionPlans } = await this.repository.ofAddress(email);
    return {
      verifiedBy,
      nutritionPlans,
      enrolments: enrolments.map((row) => ({
        enrolmentId: row.id,
        editionNumber: row.edition_number,
        source: row.source,
        paymentId: row.source === 'payment' ? row.source_id.slice(PAYMENT_SOURCE_PREFIX.length) : null,
        appliedStateVersion: row.applied_version,
        userId: row.user_id,
        revokedAt: row.revoked_at?.toISOString() ?? null,
      })),
    };
  }

  async overview(members: Member[]): Promise<MemberOverviewDto[]> {
    const rows = await this.repository.ofAccounts(members.map((member) => member.userId));
    return Promise.all(
      members.map(async (member) => {
        const { day, streak, progress, status } = await this.members.summary(member);
        return {
          userId: member.userId,
          enrolments: rows
            .filter((row) => row.userId === member.userId)
            .map((row) => ({
              id: row.id,
              editionNumber: row.editionNumber,
              startDate: row.startDate,
              endDate: row.endDate,
              source: row.source,
              revoked: row.revokedAt !== null,
            })),
          access: { status },
          day,
          streak,
          progress,
        };
      }),
    );
  }

  grant(
    requestId: string,
    { userId, email, edition, actor }: z.output<typeof AdminGrantAccessSchema>,
  ): Promise<GrantedAccessDto> {
    const today = localDate(this.clock.now(), 'UTC');
    const chosen = edition === 'running' ? runningEdition(today) : nextEdition(today);
    return this.repository.transaction(async (tx) => {
      if (await this.repository.countLiveInEdition(tx, userId, chosen.number)) throw ChallengeErrors.alreadyEnrolled();
      const enrolment = await this.enrolments.grantIn(tx, {
        email,
        userId,
        reason: ADMIN_SOURCE,
        sourceId: `${ADMIN_SOURCE}:${userId}:${chosen.number}:${randomUUID()}`,
        editionNumber: chosen.number,
      });
      const granted = {
        enrolmentId: enrolment.id,
        editionNumber: enrolment.editionNumber,
        startDate: enrolment.startDate,
        endDate: enrolment.endDate,
      };
      await this.repository.appendAudit(
        tx,
        { action: 'access.granted', actor, requestId, target: email, before: null, after: { userId, ...granted } },
        this.clock.now(),
      );
      return granted;
    });
  }

  revoke(requestId: string, enrolmentId: string, actor: AdminActor): Promise<{ success: true; enrolmentId: string }> {
    return this.repository.transaction(async (tx) => {
      const enrolment = await this.repository.findLiveForUpdate(tx, enrolmentId);
      if (!enrolment) throw ChallengeErrors.enrolmentNotFound();
      if (enrolment.source !== ADMIN_SOURCE) throw ChallengeErrors.onlyAdminGrantsRevocable();
      await this.enrolments.revokeIn(tx, enrolment.sourceId);
      await this.repository.appendAudit(
        tx,
        {
          action: 'access.revoked',
          actor,
          requestId,
          target: enrolment.email,
          before: { userId: enrolment.userId, enrolmentId, editionNumber: enrolment.editionNumber },
          after: null,
        },
        this.clock.now(),
      );
      return { success: true as const, enrolmentId };
    });
  }
}
