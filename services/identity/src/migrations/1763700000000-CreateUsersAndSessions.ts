import { sqlMigration } from '@reto/platform';

export const CreateUsersAndSessions1763700000000 = sqlMigration('CreateUsersAndSessions', 1763700000000, {
  up: [
    `CREATE TABLE users (
      id            serial PRIMARY KEY,
      username      varchar(100) NOT NULL,
      username_key  varchar(100) NOT NULL UNIQUE,
      email         varchar(254) NOT NULL UNIQUE,
      password_hash text NOT NULL,
      gender        varchar(6) NOT NULL CHECK (gender IN ('male', 'female')),
      timezone      varchar(64) NOT NULL,
      is_admin      boolean NOT NULL DEFAULT false,
      has_paid      boolean NOT NULL DEFAULT false,
      created_at    timestamptz NOT NULL DEFAULT now(),
      updated_at    timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE sessions (
      id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash  char(64) NOT NULL UNIQUE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      expires_at  timestamptz NOT NULL,
      revoked_at  timestamptz
    )`,
    `CREATE INDEX sessions_user_id_idx ON sessions (user_id)`,
  ],
  down: [`DROP TABLE sessions`, `DROP TABLE users`],
});
