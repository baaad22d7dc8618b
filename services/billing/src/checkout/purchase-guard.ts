import { Injectable } from '@nestjs/common';
import { ChallengeSubjects, type AccessByEmailDto } from '@reto/contracts';
import { RpcClient } from '@reto/platform';
import { BillingErrors } from '../billing.errors.js';

/**
 * Never charge twice: before a checkout starts and before a card is charged, the
 * challenge service says whether a purchase now would buy an edition the e-mail (or the account
 * that verified it) already has. When it cannot say, nothing is charged either (its 503).
 */
@Injectable()
export class PurchaseGuard {
  constructor(private readonly rpc: RpcClient) {}

  async refuseIfAlreadyBought(requestId: string, email: string): Promise<void> {
    const access = await this.rpc.request<AccessByEmailDto>(ChallengeSubjects.accessByEmail, { email }, { requestId });
    if (access.coversPurchase) {
      throw BillingErrors.alreadyPaid();
    }
  }
}
