import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { tableMigration } from '../migrations.js';

/**
 * A single-use token a service mailed (a password reset, a sign-in link, a review's confirmation):
 * what it is for (`purpose`), whom or what it names (`subject`), until when; only its SHA-256 is kept.
 */
@Entity({ name: 'single_use_tokens' })
export class SingleUseTokenEntity {
  @PrimaryColumn({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 16 })
  purpose!: string;

  @Column({ type: 'varchar', length: 64 })
  subject!: string;

  /**
   * The address the token was mailed to, when it proves one: using it proves that address only, so
   * the service compares it with the address its subject has now.
   */
  @Column({ type: 'varchar', length: 320, nullable: true })
  address!: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

/**
 * The single_use_tokens table, the same in every service that mails such links; `timestamp` orders
 * it among the service's migrations. `from`: a service's earlier table of its own, moved in (its
 * rows kept: links already mailed go on working) and dropped.
 */
export function createSingleUseTokensMigration(
  timestamp: number,
  from?: { table: string; purpose: string; subject: string },
): new () => MigrationInterface {
  return tableMigration('CreateSingleUseTokens', timestamp, 'single_use_tokens', async (db) => {
    await db.query(`
        CREATE TABLE single_use_tokens (
          token_hash char(64) PRIMARY KEY,
          purpose    varchar(16) NOT NULL,
          subject    varchar(64) NOT NULL,
          expires_at timestamptz NOT NULL,
          used_at    timestamptz,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
    await db.query(`CREATE INDEX single_use_tokens_subject_idx ON single_use_tokens (purpose, subject)`);
    if (!from) return;
    await db.query(`
        INSERT INTO single_use_tokens (token_hash, purpose, subject, expires_at, used_at, created_at)
        SELECT token_hash, ${from.purpose}, (${from.subject})::text, expires_at, used_at, created_at FROM ${from.table}`);
    await db.query(`DROP TABLE ${from.table}`);
  });
}

/**
 * The `address` column of single_use_tokens, right after the table (`createdAt` + 1): tokens mailed
 * before it name no address, and a service that needs one treats them as proving nothing.
 */
export function addSingleUseTokenAddressMigration(createdAt: number): new () => MigrationInterface {
  const timestamp = createdAt + 1;
  return class implements MigrationInterface {
    name = `SingleUseTokenAddress${String(timestamp)}`;

    async up(db: QueryRunner): Promise<void> {
      await db.query(`ALTER TABLE single_use_tokens ADD COLUMN address varchar(320)`);
    }

    async down(db: QueryRunner): Promise<void> {
      await db.query(`ALTER TABLE single_use_tokens DROP COLUMN address`);
    }
  };
}
