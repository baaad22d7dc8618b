import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { MemberSearchDto, MemberSearchSchema } from '@reto/contracts';
import { Clock } from '@reto/platform';
import type { Repository } from 'typeorm';
import type { z } from 'zod';
import { UserEntity } from './user.entity.js';
import { toUserDto } from './user.mapper.js';

/** The panel's member list: members (never the administrator) by name or e-mail, newest first. */
@Injectable()
export class MemberSearchService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly clock: Clock,
  ) {}

  async search({ query, offset, limit, userId }: z.output<typeof MemberSearchSchema>): Promise<MemberSearchDto> {
    const builder = this.users.createQueryBuilder('u').where('u.is_admin = false');
    if (userId) builder.andWhere('u.id = :userId', { userId });
    const needle = query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    if (needle) builder.andWhere('(u.username_key LIKE :like OR u.email LIKE :like)', { like: `%${needle}%` });
    const [rows, total] = await builder
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    const now = this.clock.now();
    return { total, users: rows.map((row) => ({ ...toUserDto(row, now), createdAt: row.createdAt.toISOString() })) };
  }
}
