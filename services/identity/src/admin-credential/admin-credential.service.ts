import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { ADMIN_CREDENTIAL_TTL_MS } from '../identity.constants.js';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { SecretsRepository } from './secrets.repository.js';

export interface AdminCredentialClaims {
  userId: number;
  username: string;
  expiresAt: Date;
}

/**
 * The X-Admin-Auth credential (DECISIONS.md 3): `<base64url "id:username">.<expiry ms>.<HMAC-SHA256>`.
 * The client may still decode its first part to `id:username`, but only the server can make one,
 * and it is honoured only together with a live session of the same administrator.
 */
@Injectable()
export class AdminCredentialService implements OnModuleInit {
  private secret?: string;

  constructor(
    @Inject(IDENTITY_CONFIG) config: IdentityConfig,
    @Optional() private readonly secrets?: SecretsRepository,
  ) {
    this.secret = config.ADMIN_AUTH_SECRET;
  }

  /** ADMIN_AUTH_SECRET, else the random secret identity's migration stored. */
  async onModuleInit(): Promise<void> {
    if (this.secret || !this.secrets) return;
    this.secret = await this.secrets.find('admin_auth');
  }

  issue(user: { id: number; username: string }, now: Date): string {
    const subject = Buffer.from(`${user.id}:${user.username}`).toString('base64url');
    const expiry = String(now.getTime() + ADMIN_CREDENTIAL_TTL_MS);
    return `${subject}.${expiry}.${this.mac(`${subject}.${expiry}`)}`;
  }

  /** The credential's claims when the server made it and it has not expired; otherwise null. */
  verify(credential: string, now: Date): AdminCredentialClaims | null {
    const parts = credential.trim().split('.');
    if (parts.length !== 3) return null;
    const [subject, expiry, mac] = parts as [string, string, string];
    const expected = Buffer.from(this.mac(`${subject}.${expiry}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = new Date(Number(expiry));
    if (!Number.isFinite(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return null;
    const decoded = Buffer.from(subject, 'base64url').toString('utf8');
    const colon = decoded.indexOf(':');
    const userId = Number(decoded.slice(0, colon));
    if (colon < 1 || !Number.isInteger(userId)) return null;
    return { userId, username: decoded.slice(colon + 1), expiresAt };
  }

  private mac(data: string): string {
    if (!this.secret) throw new Error('the admin credential secret is not loaded');
    return createHmac('sha256', this.secret).update(`x-admin-auth:${data}`).digest('base64url');
  }
}
