import { sqlMigration } from '@reto/platform';

/**
 * The accounts whose e-mail identity has verified (from `identity.user.registered.v1` with
 * `emailVerified`, and `identity.user.email-verified.v1`): a payment by that e-mail joins the
 * account at once. An unverified account gets nothing by e-mail.
 */
export const VerifiedEmails1764100000100 = sqlMigration('VerifiedEmails', 1764100000100, {
  up: [
    `CREATE TABLE verified_emails (
      email       varchar(254) PRIMARY KEY,
      user_id     integer NOT NULL,
      verified_at timestamptz NOT NULL DEFAULT now()
    )`,
  ],
  down: [`DROP TABLE verified_emails`],
});
