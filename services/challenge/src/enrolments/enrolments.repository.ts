import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ChallengeSubjects,
  type AccessChangedEvent,
  type AuditEvent,
  type EnrolmentChangedEvent,
} from '@reto/contracts';
import { appendAuditEvent, appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import { In, IsNull, type DataSource } from 'typeorm';
import { EnrolmentEntity } from './enrolment.entity.js';

export type NewEnrolment = Pick<
  EnrolmentEntity,
  'email' | 'userId' | 'editionNumber' | 'startDate' | 'endDate' | 'source' | 'sourceId'
>;

/** An enrolment as the trainer's look-up reads it (snake case: a raw row). */
export interface AddressEnrolmentRow {
  id: string;
  edition_number: number;
  source: string;
  source_id: string;
  user_id: number | null;
  revoked_at: Date | null;
  applied_version: number | null;
}

/**
 * Every cold member read asks for the account's live enrolments: read as plain rows (dates as text,
 * times as epoch milliseconds), as the completions are, without the query builder and hydration.
 */
export const LIVE_ENROLMENT_COLUMNS = `id, email, edition_number, to_char(start_date, 'YYYY-MM-DD') AS start_date,
  to_char(end_date, 'YYYY-MM-DD') AS end_date, source, source_id, extract(epoch FROM created_at)::float8 * 1000 AS created_ms`;
const LIVE_OF_ACCOUNT_SQL = `
  SELECT ${LIVE_ENROLMENT_COLUMNS} FROM enrolments WHERE revoked_at IS NULL AND user_id = $1 ORDER BY start_date`;

/** A live enrolment as LIVE_ENROLMENT_COLUMNS read it. */
export interface LiveEnrolmentRow {
  id: string;
  email: string;
  edition_number: number;
  start_date: string;
  end_date: string;
  source: string;
  source_id: string;
  created_ms: number;
}

/** The enrolment of `userId` a LiveEnrolmentRow holds. */
export function liveEnrolmentOf(row: LiveEnrolmentRow, userId: number): EnrolmentEntity {
  return {
    id: row.id,
    email: row.email,
    userId,
    editionNumber: row.edition_number,
    startDate: row.start_date,
    endDate: row.end_date,
    source: row.source,
    sourceId: row.source_id,
    revokedAt: null,
    createdAt: new Date(row.created_ms),
  };
}

/** Every query on enrolments. Writes take the caller's transaction; reads without one see committed rows. */
@Injectable()
export class EnrolmentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  /**
   * Serialises, until the transaction ends, every change to what an address has: a verification
   * and a payment of the same e-mail applied at once (two consumers) each see the other's
   * committed rows, so the payment always ends linked to the verified account.
   */
  async lockEmail(tx: Tx, email: string): Promise<void> {
    await tx.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`challenge.email:${email}`]);
  }

  /** Keeps `version` as the payment's applied state; false (nothing kept) when as high a version was applied already. */
  async takePaymentVersion(tx: Tx, paymentId: string, version: number, access: boolean): Promise<boolean> {
    const rows: unknown[] = await tx.manager.query(
      `INSERT INTO payment_states (payment_id, version, access) VALUES ($1, $2, $3)
       ON CONFLICT (payment_id) DO UPDATE SET version = EXCLUDED.version, access = EXCLUDED.access, applied_at = now()
         WHERE payment_states.version < EXCLUDED.version
       RETURNING payment_id`,
      [paymentId, version, access],
    );
    return rows.length > 0;
  }

  async markRestored(tx: Tx, id: string): Promise<void> {
    await tx.manager.getRepository(EnrolmentEntity).update({ id }, { revokedAt: null });
    await this.appendEnrolmentChanged(tx, [id]);
  }

  findBySource(tx: Tx, sourceId: string): Promise<EnrolmentEntity | null> {
    return tx.manager.getRepository(EnrolmentEntity).findOneBy({ sourceId });
  }

  findLiveBySource(tx: Tx, sourceId: string): Promise<EnrolmentEntity | null> {
    return tx.manager.getRepository(EnrolmentEntity).findOneBy({ sourceId, revokedAt: IsNull() });
  }

  /**
   * The account whose verified e-mail this is, else the account the e-mail's latest enrolment was
   * linked to (enrolments are linked only to verified addresses, or by an admin to the account).
   */
  async accountOfEmail(tx: Tx, email: string): Promise<number | null> {
    const rows: Array<{ user_id: number }> = await tx.manager.query(
      'SELECT user_id FROM verified_emails WHERE email = $1',
      [email],
    );
    if (rows[0]) return rows[0].user_id;
    const latest = await tx.manager
      .getRepository(EnrolmentEntity)
      .findOne({ where: { email }, order: { createdAt: 'DESC' } });
    return latest?.userId ?? null;
  }

  /** Records that identity verified `email` for `userId`. */
  async recordVerifiedEmail(tx: Tx, email: string, userId: number, at: Date): Promise<void> {
    await tx.manager.query(
      `INSERT INTO verified_emails (email, user_id, verified_at) VALUES ($1, $2, $3)
       ON CONFLICT (email) DO UPDATE SET user_id = EXCLUDED.user_id, verified_at = EXCLUDED.verified_at`,
      [email, userId, at],
    );
  }

  /** Inserts once per source id; answers whether this call inserted it. */
  async insertOnce(tx: Tx, enrolment: NewEnrolment): Promise<boolean> {
    const inserted = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(EnrolmentEntity)
      .values({ ...enrolment, revokedAt: null })
      .orIgnore()
      .returning(['id'])
      .execute();
    const rows = inserted.raw as Array<{ id: string }>;
    await this.appendEnrolmentChanged(
      tx,
      rows.map((row) => row.id),
    );
    return rows.length > 0;
  }

  async markRevoked(tx: Tx, id: string, at: Date): Promise<void> {
    await tx.manager.getRepository(EnrolmentEntity).update({ id }, { revokedAt: at });
    await this.appendEnrolmentChanged(tx, [id]);
  }

  /** Gives the e-mail's enrolments without an account to `userId`; answers how many changed. */
  async linkToAccount(tx: Tx, email: string, userId: number): Promise<number> {
    const [rows] = (await tx.manager.query(
      'UPDATE enrolments SET user_id = $2 WHERE email = $1 AND user_id IS NULL RETURNING id',
      [email, userId],
    )) as [Array<{ id: string }>, number];
    await this.appendEnrolmentChanged(
      tx,
      rows.map((row) => row.id),
    );
    return rows.length;
  }

  /**
   * Puts each enrolment's state as it now stands (its account, edition, whether it is live) in the
   * outbox, in the transaction that changed it; the statement's clock orders its changes.
   */
  private async appendEnrolmentChanged(tx: Tx, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const rows = (await tx.manager.query(
      `SELECT id AS "enrolmentId", user_id AS "userId", edition_number AS edition, revoked_at IS NULL AS live,
              to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "changedAt"
         FROM enrolments WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [ids],
    )) as EnrolmentChangedEvent[];
    for (const event of rows) await appendToOutbox(tx.manager, ChallengeSubjects.events.enrolmentChanged, event);
  }

  /**
   * The live enrolments of an account, oldest start first. Only those linked to it: an enrolment
   * known by e-mail alone joins the account when identity says the address is verified (whoever typed someone else's address gets nothing of theirs).
   */
  async liveOf(userId: number): Promise<EnrolmentEntity[]> {
    const rows: LiveEnrolmentRow[] = await this.dataSource.query(LIVE_OF_ACCOUNT_SQL, [userId]);
    return rows.map((row) => liveEnrolmentOf(row, userId));
  }

  /** The live enrolment of this e-mail or account that ends last. */
  latestLive(email: string, userId: number | null, tx?: Tx): Promise<EnrolmentEntity | null> {
    return (tx?.manager ?? this.dataSource.manager)
      .getRepository(EnrolmentEntity)
      .createQueryBuilder('e')
      .where('e.revoked_at IS NULL')
      .andWhere('(e.email = :email OR e.user_id = :userId)', { email, userId: userId ?? -1 })
      .orderBy('e.end_date', 'DESC')
      .getOne();
  }

  /** The live enrolments of this e-mail or account that have not ended before `today`, latest end first. */
  liveSince(email: string, userId: number | null, today: string): Promise<EnrolmentEntity[]> {
    return this.dataSource
      .getRepository(EnrolmentEntity)
      .createQueryBuilder('e')
      .where('e.revoked_at IS NULL')
      .andWhere('e.end_date >= :today', { today })
      .andWhere('(e.email = :email OR e.user_id = :userId)', { email, userId: userId ?? -1 })
      .orderBy('e.end_date', 'DESC')
      .getMany();
  }

  /** Every enrolment (revoked too) of these accounts, latest start first. */
  ofAccounts(userIds: number[]): Promise<EnrolmentEntity[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.dataSource
      .getRepository(EnrolmentEntity)
      .find({ where: { userId: In(userIds) }, order: { startDate: 'DESC' } });
  }

  /**
   * An address's enrolments, newest edition first, each with the payment state applied for it (the
   * trainer's look-up), and the account whose verification proved the address.
   */
  async ofAddress(
    email: string,
  ): Promise<{ enrolments: AddressEnrolmentRow[]; verifiedBy: number | null; nutritionPlans: number }> {
    const enrolments: AddressEnrolmentRow[] = await this.dataSource.query(
      `SELECT e.id, e.edition_number, e.source, e.source_id, e.user_id, e.revoked_at, s.version AS applied_version
         FROM enrolments e
         LEFT JOIN payment_states s ON e.source = 'payment' AND e.source_id = 'payment:' || s.payment_id
        WHERE e.email = $1
        ORDER BY e.edition_number DESC, e.created_at DESC`,
      [email],
    );
    const verified: Array<{ user_id: number }> = await this.dataSource.query(
      'SELECT user_id FROM verified_emails WHERE email = $1',
      [email],
    );
    const plans: Array<{ n: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS n FROM nutrition_plans WHERE email = $1',
      [email],
    );
    return { enrolments, verifiedBy: verified[0]?.user_id ?? null, nutritionPlans: plans[0]?.n ?? 0 };
  }

  /** How many live enrolments the account has in this edition. */
  countLiveInEdition(tx: Tx, userId: number, editionNumber: number): Promise<number> {
    return tx.manager.getRepository(EnrolmentEntity).countBy({ userId, editionNumber, revokedAt: IsNull() });
  }

  /** The live enrolment, locked until the transaction ends. */
  findLiveForUpdate(tx: Tx, id: string): Promise<EnrolmentEntity | null> {
    return tx.manager
      .getRepository(EnrolmentEntity)
      .findOne({ where: { id, revokedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  async appendAudit(tx: Tx, event: Omit<AuditEvent, 'at'>, at: Date): Promise<void> {
    await appendAuditEvent(tx.manager, 'challenge', event, at);
  }

  async appendAccessChanged(tx: Tx, event: AccessChangedEvent): Promise<void> {
    await appendToOutbox(tx.manager, ChallengeSubjects.events.accessChanged, event);
  }
}
