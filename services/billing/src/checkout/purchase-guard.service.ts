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

  /** Refuses a purchase of an edition the e-mail has; answers the edition a purchase now buys. */
  async refuseIfAlreadyBought(requestId: string, email: string): Promise<number> {
    const access = await this.editionFor(requestId, email);
    if (access.coversPurchase) {
      throw BillingErrors.alreadyPaid();
    }
    return access.purchaseEdition;
  }

  /** What challenge says of a purchase by `email` now: the edition it buys, and whether the e-mail has it. */
  editionFor(requestId: string, email: string): Promise<AccessByEmailDto> {
    return this.rpc.request<AccessByEmailDto>(ChallengeSubjects.accessByEmail, { email }, { requestId });
  }
}
