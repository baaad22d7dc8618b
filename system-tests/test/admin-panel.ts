import { REVIEW_STATUSES, type AddressLookupDto } from '@reto/contracts';
import { GatewayClient } from '@reto/platform/testing';
import type { TestSystem } from '../../infra/local/test-system.mjs';

export interface PanelMember {
  id: number;
  username: string;
  email: string;
  gender: string;
  timezone: string;
  enrolments: Array<{ editionNumber: number; source: string; revoked: boolean }>;
}

/**
 * The trainer's panel of a running system, signed in as its administrator (the second factor is
 * optional outside production): what the tests read the stored state through, as the trainer would.
 */
export class AdminPanel {
  private constructor(
    private readonly client: GatewayClient,
    private readonly headers: Record<string, string>,
  ) {}

  static async signIn(system: TestSystem): Promise<AdminPanel> {
    const client = GatewayClient.fromOwnAddress(system.url);
    const login = await client.rest('POST', '/api/login', system.admin);
    if (login.status !== 200) throw new Error(`the administrator could not sign in: ${JSON.stringify(login.body)}`);
    return new AdminPanel(client, { 'x-admin-auth': login.body.adminAuth as string });
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.client.graphql<T>(query, variables, this.headers);
    if (answer.errors?.length) throw new Error(`the panel refused ${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data!;
  }

  /** How many member accounts exist (the administrator's is not one). */
  async memberCount(): Promise<number> {
    return (await this.graphql<{ adminMembers: { total: number } }>('{ adminMembers(limit: 1) { total } }'))
      .adminMembers.total;
  }

  /** The members whose name or e-mail contains `query`, newest first. */
  async members(query: string): Promise<PanelMember[]> {
    return (
      await this.graphql<{ adminMembers: { members: PanelMember[] } }>(
        `query ($query: String!) {
          adminMembers(query: $query, limit: 50) {
            members { id username email gender timezone enrolments { editionNumber source revoked } }
          }
        }`,
        { query },
      )
    ).adminMembers.members;
  }

  /** An address's payments (billing) and enrolments (challenge), as the trainer's look-up shows them. */
  async addressLookup(email: string): Promise<AddressLookupDto> {
    return (
      await this.graphql<{ adminAddressLookup: AddressLookupDto }>(
        `query ($email: String!) {
          adminAddressLookup(email: $email) {
            email verifiedBy nutritionPlans
            checkouts { subscriptionId provider status editionNumber amountCents currency currentPeriodEnd cancelAtPeriodEnd startedAt }
            payments { paymentId provider providerPaymentId amountCents currency status stateVersion access refundedCents paidAt refundedAt }
            enrolments { enrolmentId editionNumber source paymentId appliedStateVersion userId revokedAt }
          }
        }`,
        { email },
      )
    ).adminAddressLookup;
  }

  /** How many reviews written from this address the moderation lists hold, in every state. */
  async reviewsFrom(email: string): Promise<number> {
    const lists = await Promise.all(
      REVIEW_STATUSES.map((status) =>
        this.graphql<{ adminReviews: Array<{ email: string | null }> }>(
          'query ($status: String!) { adminReviews(status: $status) { email } }',
          { status },
        ),
      ),
    );
    return lists.flatMap((list) => list.adminReviews).filter((review) => review.email === email).length;
  }

  /** How many reviews the moderation lists hold in every state, and how many of them carry a photo. */
  async storedReviews(): Promise<{ reviews: number; photos: number }> {
    const lists = await Promise.all(
      REVIEW_STATUSES.map((status) =>
        this.graphql<{ adminReviews: Array<{ photoUrl: string | null }> }>(
          'query ($status: String!) { adminReviews(status: $status) { photoUrl } }',
          { status },
        ),
      ),
    );
    const reviews = lists.flatMap((list) => list.adminReviews);
    return { reviews: reviews.length, photos: reviews.filter((review) => review.photoUrl).length };
  }
}
