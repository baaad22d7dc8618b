import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { AuditEvent, Gender } from '@reto/contracts';
import { appendAuditEvent, appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import { UserEntity } from './user.entity.js';

export type NewUser = Pick<
  UserEntity,
  | 'username'
  | 'usernameKey'
  | 'usernameSkeleton'
  | 'email'
  | 'passwordHash'
  | 'gender'
  | 'timezone'
  | 'isAdmin'
  | 'paidUntil'
  | 'emailVerifiedAt'
>;

export interface MemberSearchQuery {
  query: string;
  offset: number;
  limit: number;
  userId?: number | undefined;
}

@Injectable()
export class UsersRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  findById(id: number) {
    return this.users.findOneBy({ id });
  }

  findByIdIn(tx: Tx, id: number) {
    return tx.manager.findOneBy(UserEntity, { id });
  }

  findByEmail(email: string) {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  /** The account of this e-mail if it was made in the last `seconds` (by the database's clock, which stamped it). */
  findRegisteredWithin(email: string, seconds: number) {
    return this.users
      .createQueryBuilder('u')
      .where('u.email = :email', { email })
      .andWhere('u.created_at > now() - make_interval(secs => :seconds)', { seconds })
      .getOne();
  }

  /** Sign-in accepts the username (any case) or the e-mail address. */
  findByLogin(login: string) {
    const key = login.trim().toLowerCase();
    return this.users.findOne({ where: [{ usernameKey: key }, { email: key }] });
  }

  /**
   * Accounts that clash with a new registration: the same name or a look-alike of it (the same
   * skeleton), the same e-mail, or the name and e-mail either way round (a username equal to
   * another's e-mail would make sign-in pick either).
   */
  findClashing(username: string, skeleton: string, email: string) {
    const key = username.toLowerCase();
    return this.users.find({
      where: [{ usernameKey: key }, { usernameSkeleton: skeleton }, { email }, { email: key }, { usernameKey: email }],
    });
  }

  /** Other accounts whose e-mail, or username, is this address (a new e-mail for account `exceptId`). */
  findOthersWithEmailOrName(email: string, exceptId: number) {
    return this.users.find({
      where: [
        { email, id: Not(exceptId) },
        { usernameKey: email, id: Not(exceptId) },
      ],
    });
  }

  async setEmailIn(tx: Tx, id: number, email: string): Promise<void> {
    await tx.manager.update(UserEntity, { id }, { email });
  }

  insert(tx: Tx, user: NewUser): Promise<UserEntity> {
    const users = tx.manager.getRepository(UserEntity);
    return users.save(users.create(user));
  }

  async updatePasswordHashIn(tx: Tx, id: number, passwordHash: string): Promise<void> {
    await tx.manager.update(UserEntity, { id }, { passwordHash });
  }

  /**
   * hasPaid's projection: the access end on the account named by id, else on the account whose
   * verified e-mail this is (an unverified account never gets access known by e-mail).
   */
  async setPaidUntil(tx: Tx, userId: number | null, email: string, paidUntil: Date | null): Promise<void> {
    const byId = userId ? await tx.manager.update(UserEntity, { id: userId }, { paidUntil }) : undefined;
    if (byId?.affected) return;
    await tx.manager.update(UserEntity, { email: email.toLowerCase(), emailVerifiedAt: Not(IsNull()) }, { paidUntil });
  }

  async setTimezone(tx: Tx, id: number, timezone: string): Promise<UserEntity | null> {
    await tx.manager.update(UserEntity, { id }, { timezone });
    return tx.manager.findOneBy(UserEntity, { id });
  }

  async setGender(tx: Tx, id: number, gender: Gender): Promise<UserEntity | null> {
    await tx.manager.update(UserEntity, { id }, { gender });
    return tx.manager.findOneBy(UserEntity, { id });
  }

  /** Marks the e-mail verified once; answers whether this call did. */
  /**
   * Marks the account's address verified, in one statement and only while the account still has
   * `address` (the one proved): a link mailed to an address the account no longer has proves nothing.
   */
  async markEmailVerified(tx: Tx, id: number, address: string, at: Date): Promise<boolean> {
    const result = await tx.manager
      .createQueryBuilder()
      .update(UserEntity)
      .set({ emailVerifiedAt: at })
      .where('id = :id AND email_verified_at IS NULL AND lower(email) = lower(:address)', { id, address })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async appendEvent(tx: Tx, subject: string, event: object): Promise<void> {
    await appendToOutbox(tx.manager, subject, event);
  }

  /**
   * The panel's member list: members (never the administrator) whose name or e-mail contains
   * `query` (case-insensitive, taken literally), or the one with `userId`; newest first, with the total.
   */
  searchMembers({ query, offset, limit, userId }: MemberSearchQuery): Promise<[UserEntity[], number]> {
    const builder = this.users.createQueryBuilder('u').where('u.is_admin = false');
    if (userId) builder.andWhere('u.id = :userId', { userId });
    const needle = query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    if (needle) builder.andWhere('(u.username_key LIKE :like OR u.email LIKE :like)', { like: `%${needle}%` });
    return builder
      .orderBy('u.created_at', 'DESC')
      .addOrderBy('u.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
  }

  async appendAudit(tx: Tx, event: Omit<AuditEvent, 'at'>, at: Date): Promise<void> {
    await appendAuditEvent(tx.manager, 'identity', event, at);
  }

  save(user: UserEntity) {
    return this.users.save(user);
  }
}
