import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.service.js';
import { usernameSkeleton } from '../auth/username-policy.js';
import type { IdentityConfig } from '../identity.config.js';
import { UserEntity } from '../users/user.entity.js';

export interface AdminSeedResult {
  username: string;
  /** Set only when this run generated the password: it is shown once and never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * The administrator account of DECISIONS.md 3: created at first start from ADMIN_USERNAME and
 * ADMIN_PASSWORD, with a random password when none is set. A set ADMIN_PASSWORD is applied again on
 * every run, so an operator rotates it by changing the setting.
 */
export async function seedAdmin(dataSource: DataSource, config: IdentityConfig): Promise<AdminSeedResult> {
  const users = dataSource.getRepository(UserEntity);
  const hasher = new PasswordHasher(config);
  const username = config.ADMIN_USERNAME;
  const existing = await users.findOneBy({ usernameKey: username.toLowerCase() });
  if (existing) {
    existing.isAdmin = true;
    if (config.ADMIN_PASSWORD && !(await hasher.verify(existing.passwordHash, config.ADMIN_PASSWORD))) {
      existing.passwordHash = await hasher.hash(config.ADMIN_PASSWORD);
    }
    await users.save(existing);
    return { username: existing.username, created: false };
  }
  const generatedPassword = config.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  await users.save(
    users.create({
      username,
      usernameKey: username.toLowerCase(),
      usernameSkeleton: usernameSkeleton(username),
      email: `${username.toLowerCase()}@admin.invalid`,
      passwordHash: await hasher.hash(config.ADMIN_PASSWORD ?? generatedPassword!),
      gender: 'male',
      timezone: 'America/New_York',
      isAdmin: true,
      paidUntil: null,
    }),
  );
  return { username, generatedPassword, created: true };
}
