import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AdminMessages,
  ErrorCodes,
  type AdminActor,
  type AdminGrantAccessSchema,
  type GrantedAccessDto,
  type Member,
  type MemberOverviewDto,
} from '@reto/contracts';
import { appendAuditEvent, Clock, DomainError, runInTransaction } from '@reto/platform';
import { randomUUID } from 'node:crypto';
import { In, IsNull, type DataSource } from 'typeorm';
import type { z } from 'zod';
import { localDate } from '../calendar/calendar.js';
import { nextEdition, runningEdition } from '../editions/editions.js';
import { MemberService } from '../member/member.service.js';
import { EnrolmentEntity } from './enrolment.entity.js';
import { EnrolmentsService } from './enrolments.service.js';

const ADMIN_SOURCE = 'admin';

/**
 * The panel's "Usuarios": each member's enrolments and progress, the admin's grant of the running
 * or next edition, and the revocation of an admin grant. Grants and revocations commit with their
 * audit event and `challenge.access.changed.v1` (identity's hasPaid follows).
 */
@Injectable()
export class EnrolmentsAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly enrolments: EnrolmentsService,
    private readonly members: MemberService,
    private readonly clock: Clock,
  ) {}

  async overview(members: Member[]): Promise<MemberOverviewDto[]> {
    const rows = members.length
      ? await this.dataSource.getRepository(EnrolmentEntity).find({
          where: { userId: In(members.map((member) => member.userId)) },
          order: { startDate: 'DESC' },
        })
      : [];
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

  grant({ userId, email, edition, actor }: z.output<typeof AdminGrantAccessSchema>): Promise<GrantedAccessDto> {
    const today = localDate(this.clock.now(), 'UTC');
    const chosen = edition === 'running' ? runningEdition(today) : nextEdition(today);
    return runInTransaction(this.dataSource, async (tx) => {
      const { manager } = tx;
      const live = await manager
        .getRepository(EnrolmentEntity)
        .countBy({ userId, editionNumber: chosen.number, revokedAt: IsNull() });
      if (live)
        throw new DomainError({ status: 409, code: 'already_enrolled', message: AdminMessages.alreadyEnrolled });
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
      await appendAuditEvent(
        manager,
        'challenge',
        { action: 'access.granted', actor, target: email, before: null, after: { userId, ...granted } },
        this.clock.now(),
      );
      return granted;
    });
  }

  revoke(enrolmentId: string, actor: AdminActor): Promise<{ success: true; enrolmentId: string }> {
    return runInTransaction(this.dataSource, async (tx) => {
      const { manager } = tx;
      const enrolment = await manager
        .getRepository(EnrolmentEntity)
        .findOne({ where: { id: enrolmentId, revokedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
      if (!enrolment)
        throw new DomainError({ status: 404, code: ErrorCodes.notFound, message: AdminMessages.enrolmentNotFound });
      if (enrolment.source !== ADMIN_SOURCE)
        throw new DomainError({
          status: 409,
          code: 'not_admin_grant',
          message: AdminMessages.onlyAdminGrantsRevocable,
        });
      await this.enrolments.revokeIn(tx, enrolment.sourceId);
      await appendAuditEvent(
        manager,
        'challenge',
        {
          action: 'access.revoked',
          actor,
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
