import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  type AdminActor,
  type SecondFactorEnabledDto,
  type SecondFactorSetupDto,
  type SecondFactorStatusDto,
} from '@reto/contracts';
import { Clock, hashToken } from '@reto/platform';
import QRCode from 'qrcode';
import { SessionsChangedPublisher } from '../sessions/sessions-changed.publisher.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { SecretBox } from './secret-box.js';
import type { SecondFactorEntity } from './second-factor.entity.js';
import { SecondFactorsRepository } from './second-factors.repository.js';
import { acceptedStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './totp.js';
import { IdentityErrors } from '../identity.errors.js';

/** The name authenticator apps list the account under. */
const ISSUER = 'Reto';

/** The key that seals the second factor's keys at rest (from SECOND_FACTOR_KEY). */
export const SECOND_FACTOR_BOX = Symbol('SECOND_FACTOR_BOX');

/**
 * The administrator's second factor: set up from the admin panel (a QR code, then the first code
 * confirms it and gives ten recovery codes), then asked at every sign-in of the account. Each code
 * works once: a TOTP code's time step and a recovery code are taken atomically. Its keys are kept
 * sealed (AES-GCM, SecretBox); a key in use is replaced only with one of its codes, and switching
 * it on ends every other session of the admin (opened with the password alone).
 */
@Injectable()
export class SecondFactorService implements OnApplicationBootstrap {
  constructor(
    private readonly factors: SecondFactorsRepository,
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly changes: SessionsChangedPublisher,
    private readonly clock: Clock,
    @Inject(SECOND_FACTOR_BOX) private readonly box: SecretBox,
  ) {}

  /** Keys stored plain before they were sealed are sealed now (once: then none is left). */
  async onApplicationBootstrap(): Promise<void> {
    for (const factor of await this.factors.findUnsealed()) {
      const seal = (key: string | null) =>
        key === null || SecretBox.isSealed(key) ? key : this.box.seal(key, factor.userId);
      await this.factors.replaceKeys(factor.userId, {
        secret: seal(factor.secret),
        pendingSecret: seal(factor.pendingSecret),
      });
    }
  }

  async status(actor: AdminActor): Promise<SecondFactorStatusDto> {
    const factor = await this.factors.findEnabled(actor.id);
    return { enabled: factor !== null, recoveryCodesLeft: factor?.recoveryHashes.length ?? 0 };
  }

  /**
   * A new key, kept pending until its first code: the one in use (if any) keeps working until then,
   * and is replaced only by whoever gives one of its codes (or a recovery code), used up here.
   */
  async start(actor: AdminActor, code: string | undefined): Promise<SecondFactorSetupDto> {
    const admin = await this.users.findById(actor.id);
    if (!admin?.isAdmin) throw IdentityErrors.adminAccessDenied();
    const inUse = await this.factors.findEnabled(admin.id);
    if (inUse) {
      if (!code) throw IdentityErrors.secondFactorReplaceNeedsCode();
      if (!(await this.redeem(inUse, code))) throw IdentityErrors.secondFactorSetupWrong();
    }
    const secret = newTotpSecret();
    await this.factors.keepPending(admin.id, this.box.seal(secret, admin.id));
    const otpauthUri = totpUri(secret, admin.username, ISSUER);
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * The first code from the app turns the pending key on, with new recovery codes; audited. Every
   * other session of the admin ends (`sessionToken`'s, the one confirming, stays).
   */
  async confirm(
    requestId: string,
    actor: AdminActor,
    code: string,
    sessionToken?: string,
  ): Promise<SecondFactorEnabledDto> {
    const enabled = await this.factors.transaction(async (tx) => {
      const factor = await this.factors.findForUpdate(tx, actor.id);
      if (!factor?.pendingSecret) throw IdentityErrors.secondFactorNotStarted();
      const now = this.clock.now();
      const step = await acceptedStep(this.box.open(factor.pendingSecret, actor.id), code, now);
      if (step === null) throw IdentityErrors.secondFactorSetupWrong();
      const recoveryCodes = newRecoveryCodes();
      await this.factors.enable(tx, actor.id, factor.pendingSecret, step, recoveryCodes.map(recoveryCodeHash), now);
      await this.sessions.revokeOthersOfIn(tx, actor.id, sessionToken ? hashToken(sessionToken) : '', now);
      await this.factors.appendAudit(
        tx,
        {
          action: 'second_factor.enabled',
          actor,
          requestId,
          target: actor.username,
          before: { enabled: factor.secret !== null },
          after: { enabled: true, recoveryCodes: recoveryCodes.length },
        },
        now,
      );
      return { recoveryCodes };
    });
    await this.changes.memberChanged({ userId: actor.id });
    return enabled;
  }

  /** The account's second factor when it has one on; sign-in then asks for a code. */
  enabledFor(userId: number): Promise<SecondFactorEntity | null> {
    return this.factors.findEnabled(userId);
  }

  /** Whether `code` proves the factor: a TOTP code not used before, or an unused recovery code (used up). */
  async redeem(factor: SecondFactorEntity, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const step = await acceptedStep(this.box.open(factor.secret!, factor.userId), code, this.clock.now());
      return step !== null && (await this.factors.takeStep(factor.userId, step));
    }
    return this.factors.takeRecoveryCode(factor.userId, recoveryCodeHash(code));
  }
}
