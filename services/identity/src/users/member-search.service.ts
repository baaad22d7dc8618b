import { Injectable } from '@nestjs/common';
import type { MemberSearchDto, MemberSearchSchema } from '@reto/contracts';
import { Clock } from '@reto/platform';
import type { z } from 'zod';
import { UsersRepository } from './users.repository.js';
import { PreApprovalService } from '../pre-approval/pre-approval.service.js';
import { toUserDto } from './user.mapper.js';

/** The panel's member list: members (never the administrator) by name or e-mail, newest first. */
@Injectable()
export class MemberSearchService {
  constructor(
    private readonly users: UsersRepository,
    private readonly clock: Clock,
    private readonly preApproval: PreApprovalService,
  ) {}

  async search({ query, offset, limit, userId }: z.output<typeof MemberSearchSchema>): Promise<MemberSearchDto> {
    const [rows, total] = await this.users.searchMembers({ query, offset, limit, userId });
    const now = this.clock.now();
    const listed = await this.preApproval.listedAmong(rows.map((row) => row.email));
    return {
      total,
      users: rows.map((row) => ({
        ...toUserDto(row, now, listed.has(row.email.toLowerCase())),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }
}
