import { AdminAuthResolver } from '../admin-auth/admin-auth.resolver.js';
import { AdminResolver } from '../admin/admin.resolver.js';
import { SecondFactorResolver } from '../admin/second-factor.resolver.js';
import { AccessResolver } from '../auth/access.resolver.js';
import { AuthResolver } from '../auth/auth.resolver.js';
import { ChallengeResolver, CompletionResolver } from '../challenge/challenge.resolver.js';
import { CommunityAdminResolver } from '../community/community-admin.resolver.js';
import { CommunityLiveResolver } from '../community/community-live.resolver.js';
import { CommunityResolver } from '../community/community.resolver.js';
import { DirectContactResolver } from '../community/direct-contact.resolver.js';
import { MemberResolver, UserStatsResolver } from '../member/member.resolver.js';
import { BillingResolver } from '../billing/billing.resolver.js';
import { PricingResolver } from '../pricing/pricing.resolver.js';
import { RemindersResolver } from '../reminders/reminders.resolver.js';
import { ReviewsResolver } from '../reviews/reviews.resolver.js';
import { VoiceResolver } from '../voice/voice.resolver.js';

/** Every resolver of the schema; the committed schema file is printed from these. */
export const gatewayResolvers = [
  AuthResolver,
  AccessResolver,
  AdminAuthResolver,
  ChallengeResolver,
  CompletionResolver,
  MemberResolver,
  UserStatsResolver,
  BillingResolver,
  PricingResolver,
  AdminResolver,
  SecondFactorResolver,
  ReviewsResolver,
  RemindersResolver,
  VoiceResolver,
  CommunityResolver,
  CommunityLiveResolver,
  CommunityAdminResolver,
  DirectContactResolver,
];
