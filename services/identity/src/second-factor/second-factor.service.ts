import { Injectable } from '@nestjs/common';
import {
  type AdminActor,
  type SecondFactorEnabledDto,
  type SecondFactorSetupDto,
  type SecondFactorStatusDto,
} from '@reto/contracts';
import { Clock } from '@reto/platform';
import QRCode from 'qrcode';
import { UsersRepository } from '../users/users.repository.js';
import type { SecondFactorEntity } from './second-factor.entity.js';
import { SecondFactorsRepository } from './second-factors.repository.js';
import { acceptedStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './totp.js';
import { IdentityErrors } from '../identity.errors.js';

/** The name authenticator apps list the account under. */
const ISSUER = 'Reto';

/**
 * The administrator's second factor, so a stolen password alone cannot lock the trainer out: set up from the admin panel (a QR code, then the
 * first code confirms it and gives ten recovery codes), then asked at every sign-in of the account.
 * Each code works once: a TOTP code's time step and a recovery code are taken atomically.
 */
@Injectable()
export class SecondFactorService {
  constructor(
    private readonly factors: SecondFactorsRepository,
    private readonly users: UsersRepository,
    private readonly clock: Clock,
  ) {}

  async status(actor: AdminActor): Promise<SecondFactorStatusDto> {
    const factor = await this.factors.findEnabled(actor.id);
    return { enabled: factor !== null, recoveryCodesLeft: factor?.recoveryHashes.length ?? 0 };
  }

  /** A new key, kept pending until its first code: the one in use (if any) keeps working until then. */
  async start(actor: AdminActor): Promise<SecondFactorSetupDto> {
    const admin = await this.users.findById(actor.id);
    if (!admin?.isAdmin) throw IdentityErrors.adminAccessDenied();
    const secret = newTotpSecret();
    await this.factors.keepPending(admin.id, secret);
    const otpauthUri = totpUri(secret, admin.username, ISSUER);
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** The first code from the app turns the pending key on, with new recovery codes; audited. */
  confirm(requestId: string, actor: AdminActor, code: string): Promise<SecondFactorEnabledDto> {
    return this.factors.transaction(async (tx) => {
      const factor = await this.factors.findForUpdate(tx, actor.id);
      if (!factor?.pendingSecret) throw IdentityErrors.secondFactorNotStarted();
      const now = this.clock.now();
      const step = await acceptedStep(factor.pendingSecret, code, now);
      if (step === null) throw IdentityErrors.secondFactorSetupWrong();
      const recoveryCodes = newRecoveryCodes();
      await this.factors.enable(tx, actor.id, factor.pendingSecret, step, recoveryCodes.map(recoveryCodeHash), now);
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
  }

  /** The account's second factor when it has one on; sign-in then asks for a code. */
  enabledFor(userId: number): Promise<SecondFactorEntity | null> {
    return this.factors.findEnabled(userId);
  }

  /** Whether `code` proves the factor: a TOTP code not used before, or an unused recovery code (used up). */
  async redeem(factor: SecondFactorEntity, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) {
      const step = await acceptedStep(factor.secret!, code, this.clock.now());
      return step !== null && (await this.factors.takeStep(factor.userId, step));
    }
    return this.factors.takeRecoveryCode(factor.userId, recoveryCodeHash(code));
  }
}
