/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a day stands: done (its unit complete), missed (a past training day not complete), rest (a rest day reached), today (today's training not done yet), locked (to come). */
export type DayStatus = 'done' | 'late' | 'locked' | 'missed' | 'rest' | 'today';

export type Gender = 'female' | 'male';

export type LoginInput = {
  /** The second factor of an account that has one (second_factor_required): 6 digits or a recovery code. */
  code?: string | null | undefined;
  password: string;
  username: string;
};

export type NotificationSettingsInput = {
  community?: boolean | null | undefined;
  dailyReminder: boolean;
  email: boolean;
  push: boolean;
  /** HH:MM, local time. */
  reminderTime: string;
  streakNudge: boolean;
};

export type NutritionDataInput = {
  additionalInfo?: string | null | undefined;
  age: number;
  /** Not needed for the plan: accepted and dropped. */
  cityCountry?: string | null | undefined;
  email: string;
  fitnessGoal: string;
  fullName: string;
  /** male | female: the version of the videos chosen, the nutrition formula's sex */
  gender?: string | null | undefined;
  hasHealthConditions?: boolean | null | undefined;
  height: string;
  /** Not needed for the plan: accepted and dropped. */
  occupation?: string | null | undefined;
  /** Not needed for the plan: accepted and dropped. */
  phoneCountryCode?: string | null | undefined;
  /** Not needed for the plan: accepted and dropped. */
  phoneNumber?: string | null | undefined;
  physicalActivity: string;
  weight: string;
};

export type PersonalDataInput = {
  additionalInfo?: string | null | undefined;
  age: number;
  cityCountry: string;
  email: string;
  fitnessGoal: string;
  fullName: string;
  /** male | female: the version of the videos chosen, the nutrition formula's sex */
  gender?: string | null | undefined;
  hasHealthConditions?: boolean | null | undefined;
  height: string;
  occupation: string;
  phoneCountryCode?: string | null | undefined;
  phoneNumber: string;
  physicalActivity: string;
  weight: string;
};

export type PushSubscriptionInput = {
  endpoint: string;
  expirationTime?: number | null | undefined;
  keys: PushSubscriptionKeysInput;
};

export type PushSubscriptionKeysInput = {
  auth: string;
  p256dh: string;
};

export type RegisterInput = {
  /** After paying: the checkout's client secret, which proves the e-mail. */
  checkoutProof?: string | null | undefined;
  email: string;
  gender?: Gender | null | undefined;
  password: string;
  timezone?: string | null | undefined;
  username: string;
};

export type SimulatedCardInput = {
  cardNumber: string;
  clientSecret: string;
  cvc: string;
  expiry: string;
};

export type StorePurchaseInput = {
  email: string;
  orderDetails?: string | null | undefined;
  timestamp?: string | null | undefined;
};

export type SurveyAnswerInput = {
  recommend: boolean;
  satisfaction: number;
};

export type AdminSessionQueryVariables = Exact<{ [key: string]: never }>;

export type AdminSessionQuery = {
  __typename: 'Query';
  adminSession: { __typename: 'AdminSession'; valid: boolean; username: string };
};

export type RenewSessionMutationVariables = Exact<{
  token?: string | null | undefined;
}>;

export type RenewSessionMutation = {
  __typename: 'Mutation';
  renewSession: {
    __typename: 'RenewedSession';
    success: boolean;
    message: string;
    auth: { __typename: 'AuthToken'; token: string };
  };
};

export type RequestEmergencyAccessMutationVariables = Exact<{
  email: string;
}>;

export type RequestEmergencyAccessMutation = {
  __typename: 'Mutation';
  requestEmergencyAccess: { __typename: 'EmergencyAccess'; message: string };
};

export type VerifyDeviceTokenMutationVariables = Exact<{
  token: string;
}>;

export type VerifyDeviceTokenMutation = {
  __typename: 'Mutation';
  verifyDeviceToken: {
    __typename: 'DeviceSession';
    success: boolean;
    token: string;
    user: {
      __typename: 'User';
      id: number;
      username: string;
      email: string;
      firstName: string;
      fullName: string;
      gender: Gender;
      isAdmin: boolean;
      hasPaid: boolean;
      emailVerified: boolean;
      hasAccess: boolean;
      timezone: string;
      timezoneLabel: string;
      streak: number;
      progress: number;
    };
  };
};

export type AddPreApprovedEmailMutationVariables = Exact<{
  email: string;
}>;

export type AddPreApprovedEmailMutation = {
  __typename: 'Mutation';
  addPreApprovedEmail: { __typename: 'PreApprovedEmail'; email: string };
};

export type AdminAuditQueryVariables = Exact<{
  limit: number;
  before?: number | null | undefined;
}>;

export type AdminAuditQuery = {
  __typename: 'Query';
  adminAudit: {
    __typename: 'AuditPage';
    nextBefore: number | null;
    entries: Array<{
      __typename: 'AuditEntry';
      id: number;
      action: string;
      target: string;
      before: string | null;
      after: string | null;
      requestId: string | null;
      at: string;
      actor: { __typename: 'AuditActor'; id: number; username: string };
    }>;
  };
};

export type AdminCommunityConversationQueryVariables = Exact<{
  conversationId: string;
}>;

export type AdminCommunityConversationQuery = {
  __typename: 'Query';
  adminCommunityConversation: {
    __typename: 'CommunityTrainerConversation';
    entry: {
      __typename: 'CommunityInboxEntry';
      conversationId: string;
      userId: number;
      memberName: string;
      unread: number;
      awaitingSince: string | null;
      lastMessageAt: string | null;
      lastMessage: string | null;
      day: number | null;
      streak: number;
      lastCompletedAt: string | null;
    };
    messages: Array<{
      __typename: 'DirectMessage';
      id: string;
      conversationId: string;
      fromTrainer: boolean;
      authorName: string;
      body: string;
      createdAt: string;
    }>;
  };
};

export type AdminCommunityGroupEventsSubscriptionVariables = Exact<{
  groupKey: string;
}>;

export type AdminCommunityGroupEventsSubscription = {
  __typename: 'Subscription';
  adminCommunityGroupEvents: {
    __typename: 'CommunityLiveEvent';
    change: string;
    post: {
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    };
  } | null;
};

export type AdminCommunityGroupQueryVariables = Exact<{
  groupKey?: string | null | undefined;
}>;

export type AdminCommunityGroupQuery = {
  __typename: 'Query';
  adminCommunityGroup: {
    __typename: 'CommunityTrainerFeed';
    groups: Array<string>;
    groupKey: string | null;
    posts: Array<{
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    }>;
    replies: Array<{
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    }>;
  };
};

export type CommunityInboxEntryFieldsFragment = {
  __typename: 'CommunityInboxEntry';
  conversationId: string;
  userId: number;
  memberName: string;
  unread: number;
  awaitingSince: string | null;
  lastMessageAt: string | null;
  lastMessage: string | null;
  day: number | null;
  streak: number;
  lastCompletedAt: string | null;
};

export type AdminCommunityInboxQueryVariables = Exact<{ [key: string]: never }>;

export type AdminCommunityInboxQuery = {
  __typename: 'Query';
  adminCommunityInbox: Array<{
    __typename: 'CommunityInboxEntry';
    conversationId: string;
    userId: number;
    memberName: string;
    unread: number;
    awaitingSince: string | null;
    lastMessageAt: string | null;
    lastMessage: string | null;
    day: number | null;
    streak: number;
    lastCompletedAt: string | null;
  }>;
  adminCommunityMissing: Array<{
    __typename: 'CommunityMissingMember';
    userId: number;
    memberName: string;
    missedDays: number;
    day: number | null;
    streak: number;
    lastCompletedAt: string | null;
    conversationId: string | null;
  }>;
};

export type AdminCommunityMessagesSubscriptionVariables = Exact<{ [key: string]: never }>;

export type AdminCommunityMessagesSubscription = {
  __typename: 'Subscription';
  adminCommunityMessages: {
    __typename: 'CommunityInboxEvent';
    userId: number;
    message: {
      __typename: 'DirectMessage';
      id: string;
      conversationId: string;
      fromTrainer: boolean;
      authorName: string;
      body: string;
      createdAt: string;
    };
  } | null;
};

export type AdminCommunityPostMutationVariables = Exact<{
  groupKey: string;
  body: string;
  parentId?: string | null | undefined;
  photoUploadId?: string | null | undefined;
}>;

export type AdminCommunityPostMutation = {
  __typename: 'Mutation';
  adminCommunityPost: {
    __typename: 'CommunityPost';
    id: string;
    parentId: string | null;
    body: string;
    pinned: boolean;
    hidden: boolean;
    reactions: number;
    reactedByMe: boolean;
    replies: number;
    safetyNote: string | null;
    createdAt: string;
    author: {
      __typename: 'CommunityPostAuthor';
      name: string;
      trainer: boolean;
      day: number | null;
      streak: number | null;
    };
    photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
  };
};

export type AdminCommunityPromptsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminCommunityPromptsQuery = {
  __typename: 'Query';
  adminCommunityPrompts: Array<{ __typename: 'CommunityDailyPrompt'; day: number; text: string }>;
};

export type AdminCommunityReportsQueryVariables = Exact<{ [key: string]: never }>;

export type AdminCommunityReportsQuery = {
  __typename: 'Query';
  adminCommunityReports: Array<{
    __typename: 'CommunityReport';
    reports: number;
    lastReportedAt: string;
    post: {
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    };
  }>;
};

export type AdminDiscrepanciesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminDiscrepanciesQuery = {
  __typename: 'Query';
  adminDiscrepancies: Array<{
    __typename: 'Discrepancy';
    paymentId: string;
    kind: string;
    provider: string;
    providerPaymentId: string;
    email: string;
    amountCents: number;
    currency: string;
    paidAt: string;
  }>;
};

export type AdminHideCommunityPostMutationVariables = Exact<{
  id: string;
  hidden: boolean;
}>;

export type AdminHideCommunityPostMutation = {
  __typename: 'Mutation';
  adminHideCommunityPost: {
    __typename: 'CommunityPost';
    id: string;
    parentId: string | null;
    body: string;
    pinned: boolean;
    hidden: boolean;
    reactions: number;
    reactedByMe: boolean;
    replies: number;
    safetyNote: string | null;
    createdAt: string;
    author: {
      __typename: 'CommunityPostAuthor';
      name: string;
      trainer: boolean;
      day: number | null;
      streak: number | null;
    };
    photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
  };
};

export type AdminInsightsQueryVariables = Exact<{
  edition: number;
}>;

export type AdminInsightsQuery = {
  __typename: 'Query';
  adminInsights: {
    __typename: 'Insights';
    edition: number;
    members: number;
    completionsPerDay: Array<number>;
    atRiskCount: number;
    funnel: {
      __typename: 'InsightsFunnel';
      visits: number;
      checkoutsStarted: number;
      paid: number;
      refunded: number;
      disputed: number;
      activeDay1: number;
      completedAll: number;
      renewed: number;
      cancelled: number;
    };
    remindersPerDay: { __typename: 'InsightsReminders'; daily: Array<number>; nudge: Array<number> };
    reviews: { __typename: 'InsightsReviews'; published: number; verified: number; averageRating: number | null };
    satisfaction: { __typename: 'InsightsSatisfaction'; answers: number; satisfied: number; recommend: number };
    heatmap: Array<{ __typename: 'InsightsMemberDays'; userId: number; days: Array<number> }>;
    atRisk: Array<{
      __typename: 'InsightsAtRisk';
      userId: number;
      missedInARow: number;
      lastCompletedDay: number | null;
    }>;
    money: Array<{
      __typename: 'InsightsMoney';
      currency: string;
      payments: number;
      grossCents: number;
      refundsCents: number;
      disputesCents: number;
      netCents: number;
    }>;
    refundReasons: Array<{ __typename: 'InsightsRefundReason'; reason: string; refunds: number }>;
  };
};

export type AdminMembersQueryVariables = Exact<{
  query: string;
  offset: number;
  limit: number;
  userId?: number | null | undefined;
}>;

export type AdminMembersQuery = {
  __typename: 'Query';
  adminMembers: {
    __typename: 'AdminMemberPage';
    total: number;
    members: Array<{
      __typename: 'AdminMember';
      id: number;
      username: string;
      email: string;
      gender: string;
      timezone: string;
      timezoneLabel: string;
      hasPaid: boolean;
      createdAt: string;
      accessStatus: string;
      day: number;
      streak: number;
      progress: number;
      enrolments: Array<{
        __typename: 'MemberEnrolment';
        id: string;
        editionNumber: number;
        startDate: string;
        endDate: string;
        source: string;
        revoked: boolean;
      }>;
    }>;
  };
};

export type AdminMuteCommunityMemberMutationVariables = Exact<{
  postId: string;
  hours: number;
}>;

export type AdminMuteCommunityMemberMutation = {
  __typename: 'Mutation';
  adminMuteCommunityMember: { __typename: 'CommunityMute'; authorName: string; mutedUntil: string | null };
};

export type AdminOpenConversationMutationVariables = Exact<{
  userId: number;
}>;

export type AdminOpenConversationMutation = {
  __typename: 'Mutation';
  adminOpenConversation: {
    __typename: 'CommunityTrainerConversation';
    entry: {
      __typename: 'CommunityInboxEntry';
      conversationId: string;
      userId: number;
      memberName: string;
      unread: number;
      awaitingSince: string | null;
      lastMessageAt: string | null;
      lastMessage: string | null;
      day: number | null;
      streak: number;
      lastCompletedAt: string | null;
    };
    messages: Array<{
      __typename: 'DirectMessage';
      id: string;
      conversationId: string;
      fromTrainer: boolean;
      authorName: string;
      body: string;
      createdAt: string;
    }>;
  };
};

export type AdminPinCommunityPostMutationVariables = Exact<{
  id: string;
  pinned: boolean;
}>;

export type AdminPinCommunityPostMutation = {
  __typename: 'Mutation';
  adminPinCommunityPost: {
    __typename: 'CommunityPost';
    id: string;
    parentId: string | null;
    body: string;
    pinned: boolean;
    hidden: boolean;
    reactions: number;
    reactedByMe: boolean;
    replies: number;
    safetyNote: string | null;
    createdAt: string;
    author: {
      __typename: 'CommunityPostAuthor';
      name: string;
      trainer: boolean;
      day: number | null;
      streak: number | null;
    };
    photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
  };
};

export type AdminReviewsQueryVariables = Exact<{
  status: string;
}>;

export type AdminReviewsQuery = {
  __typename: 'Query';
  adminReviews: Array<{
    __typename: 'AdminReview';
    id: string;
    title: string | null;
    body: string;
    rating: number;
    createdAt: string;
    email: string | null;
    photoUrl: string | null;
    status: string;
    proof: string;
    reviewer: { __typename: 'Reviewer'; name: string; verifiedBuyer: boolean };
  }>;
};

export type AdminSecondFactorQueryVariables = Exact<{ [key: string]: never }>;

export type AdminSecondFactorQuery = {
  __typename: 'Query';
  adminSecondFactor: { __typename: 'AdminSecondFactor'; enabled: boolean; recoveryCodesLeft: number };
};

export type AdminSendDirectMessageMutationVariables = Exact<{
  conversationId: string;
  body: string;
}>;

export type AdminSendDirectMessageMutation = {
  __typename: 'Mutation';
  adminSendDirectMessage: {
    __typename: 'DirectMessage';
    id: string;
    conversationId: string;
    fromTrainer: boolean;
    authorName: string;
    body: string;
    createdAt: string;
  };
};

export type AdminSetCommunityPromptMutationVariables = Exact<{
  day: number;
  text: string;
}>;

export type AdminSetCommunityPromptMutation = {
  __typename: 'Mutation';
  adminSetCommunityPrompt: Array<{ __typename: 'CommunityDailyPrompt'; day: number; text: string }>;
};

export type AdminWorkoutsQueryVariables = Exact<{
  gender: string;
}>;

export type AdminWorkoutsQuery = {
  __typename: 'Query';
  adminWorkouts: Array<{
    __typename: 'AdminWorkoutUnit';
    id: number;
    order: number;
    title: string;
    isRestDay: boolean;
    exercises: Array<{
      __typename: 'AdminExercise';
      id: number;
      title: string;
      description: string;
      videoId: string;
      videoIdMale: string;
      videoIdFemale: string;
      sets: number;
      reps: number | null;
      workSeconds: number | null;
      restSeconds: number;
    }>;
  }>;
};

export type ApproveReviewMutationVariables = Exact<{
  id: string | number;
}>;

export type ApproveReviewMutation = {
  __typename: 'Mutation';
  approveReview: { __typename: 'AdminReview'; id: string; status: string };
};

export type ConfirmAdminSecondFactorMutationVariables = Exact<{
  code: string;
}>;

export type ConfirmAdminSecondFactorMutation = {
  __typename: 'Mutation';
  confirmAdminSecondFactor: { __typename: 'AdminSecondFactorEnabled'; recoveryCodes: Array<string> };
};

export type CreateMagicLinkMutationVariables = Exact<{
  username: string;
}>;

export type CreateMagicLinkMutation = {
  __typename: 'Mutation';
  createMagicLink: { __typename: 'AdminMagicLink'; magicLink: string; username: string; expiresAt: string };
};

export type GrantAccessMutationVariables = Exact<{
  userId: number;
  edition: string;
}>;

export type GrantAccessMutation = {
  __typename: 'Mutation';
  grantAccess: {
    __typename: 'GrantedAccess';
    enrolmentId: string;
    editionNumber: number;
    startDate: string;
    endDate: string;
  };
};

export type ImportPreApprovedEmailsMutationVariables = Exact<{
  emails: string;
}>;

export type ImportPreApprovedEmailsMutation = {
  __typename: 'Mutation';
  importPreApprovedEmails: {
    __typename: 'PreApprovedImportReport';
    added: Array<string>;
    skipped: Array<string>;
    invalid: Array<string>;
  };
};

export type PreApprovedEmailsQueryVariables = Exact<{ [key: string]: never }>;

export type PreApprovedEmailsQuery = { __typename: 'Query'; preApprovedEmails: Array<string> };

export type RefreshVideoCacheMutationVariables = Exact<{ [key: string]: never }>;

export type RefreshVideoCacheMutation = {
  __typename: 'Mutation';
  refreshVideoCache: { __typename: 'CacheVersion'; cacheVersion: string };
};

export type RejectReviewMutationVariables = Exact<{
  id: string | number;
}>;

export type RejectReviewMutation = {
  __typename: 'Mutation';
  rejectReview: { __typename: 'AdminReview'; id: string; status: string };
};

export type RemovePreApprovedEmailsMutationVariables = Exact<{
  emails: Array<string> | string;
}>;

export type RemovePreApprovedEmailsMutation = {
  __typename: 'Mutation';
  removePreApprovedEmails: { __typename: 'PreApprovedRemoveReport'; removed: Array<string>; missing: Array<string> };
};

export type ResolveDiscrepancyMutationVariables = Exact<{
  paymentId: string;
  resolution: string;
}>;

export type ResolveDiscrepancyMutation = {
  __typename: 'Mutation';
  resolveDiscrepancy: { __typename: 'ResolvedDiscrepancy'; paymentId: string; status: string };
};

export type RevokeAccessMutationVariables = Exact<{
  enrolmentId: string;
}>;

export type RevokeAccessMutation = {
  __typename: 'Mutation';
  revokeAccess: { __typename: 'RevokedAccess'; success: boolean; enrolmentId: string };
};

export type StartAdminSecondFactorMutationVariables = Exact<{
  code?: string | null | undefined;
}>;

export type StartAdminSecondFactorMutation = {
  __typename: 'Mutation';
  startAdminSecondFactor: { __typename: 'AdminSecondFactorSetup'; secret: string; qrCode: string };
};

export type TrainerConversationFieldsFragment = {
  __typename: 'CommunityTrainerConversation';
  entry: {
    __typename: 'CommunityInboxEntry';
    conversationId: string;
    userId: number;
    memberName: string;
    unread: number;
    awaitingSince: string | null;
    lastMessageAt: string | null;
    lastMessage: string | null;
    day: number | null;
    streak: number;
    lastCompletedAt: string | null;
  };
  messages: Array<{
    __typename: 'DirectMessage';
    id: string;
    conversationId: string;
    fromTrainer: boolean;
    authorName: string;
    body: string;
    createdAt: string;
  }>;
};

export type UpdateExercisePrescriptionMutationVariables = Exact<{
  unitId: number;
  exerciseId: number;
  sets: number;
  reps?: number | null | undefined;
  workSeconds?: number | null | undefined;
  restSeconds: number;
}>;

export type UpdateExercisePrescriptionMutation = {
  __typename: 'Mutation';
  updateExercisePrescription: {
    __typename: 'PrescriptionUpdate';
    success: boolean;
    exerciseId: number;
    sets: number;
    reps: number | null;
    workSeconds: number | null;
    restSeconds: number;
  };
};

export type UpdateExerciseVideoMutationVariables = Exact<{
  unitId: number;
  exerciseId: number;
  gender: string;
  videoId: string;
}>;

export type UpdateExerciseVideoMutation = {
  __typename: 'Mutation';
  updateExerciseVideo: {
    __typename: 'VideoUpdate';
    success: boolean;
    exerciseId: number;
    gender: string;
    videoId: string;
  };
};

export type CurrentUserFragment = {
  __typename: 'User';
  id: number;
  username: string;
  email: string;
  firstName: string;
  fullName: string;
  gender: Gender;
  isAdmin: boolean;
  hasPaid: boolean;
  emailVerified: boolean;
  hasAccess: boolean;
  timezone: string;
  timezoneLabel: string;
  streak: number;
  progress: number;
};

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  __typename: 'Mutation';
  login: {
    __typename: 'Login';
    adminAuth: string | null;
    user: {
      __typename: 'User';
      id: number;
      username: string;
      email: string;
      firstName: string;
      fullName: string;
      gender: Gender;
      isAdmin: boolean;
      hasPaid: boolean;
      emailVerified: boolean;
      hasAccess: boolean;
      timezone: string;
      timezoneLabel: string;
      streak: number;
      progress: number;
    };
  };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { __typename: 'Mutation'; logout: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  __typename: 'Query';
  me: {
    __typename: 'User';
    id: number;
    username: string;
    email: string;
    firstName: string;
    fullName: string;
    gender: Gender;
    isAdmin: boolean;
    hasPaid: boolean;
    emailVerified: boolean;
    hasAccess: boolean;
    timezone: string;
    timezoneLabel: string;
    streak: number;
    progress: number;
  } | null;
};

export type MobileLoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type MobileLoginMutation = {
  __typename: 'Mutation';
  mobileLogin: {
    __typename: 'MobileLogin';
    adminAuth: string | null;
    auth: { __typename: 'AuthToken'; token: string };
    user: {
      __typename: 'User';
      id: number;
      username: string;
      email: string;
      firstName: string;
      fullName: string;
      gender: Gender;
      isAdmin: boolean;
      hasPaid: boolean;
      emailVerified: boolean;
      hasAccess: boolean;
      timezone: string;
      timezoneLabel: string;
      streak: number;
      progress: number;
    };
  };
};

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;

export type RegisterMutation = {
  __typename: 'Mutation';
  register: {
    __typename: 'User';
    id: number;
    username: string;
    email: string;
    firstName: string;
    fullName: string;
    gender: Gender;
    isAdmin: boolean;
    hasPaid: boolean;
    emailVerified: boolean;
    hasAccess: boolean;
    timezone: string;
    timezoneLabel: string;
    streak: number;
    progress: number;
  };
};

export type CancelSubscriptionRenewalMutationVariables = Exact<{ [key: string]: never }>;

export type CancelSubscriptionRenewalMutation = {
  __typename: 'Mutation';
  cancelSubscriptionRenewal: {
    __typename: 'SubscriptionStatus';
    hasSubscription: boolean;
    status: string;
    isPreaproved: boolean;
    message: string;
    currentPeriodEnd: string | null;
    subscriptionId: string | null;
    cancelAtPeriodEnd: boolean;
  };
};

export type ComputeNutritionPlanMutationVariables = Exact<{
  personalData: NutritionDataInput;
  checkoutProof?: string | null | undefined;
}>;

export type ComputeNutritionPlanMutation = {
  __typename: 'Mutation';
  computeNutritionPlan: {
    __typename: 'NutritionPlan';
    goal: string;
    goalDescription: string;
    dailyCalories: number;
    recommendations: Array<string>;
    createdAt: string;
    macros: { __typename: 'Macros'; protein: number; carbs: number; fat: number; calories: number | null };
    meals: Array<{
      __typename: 'Meal';
      name: string;
      protein: number;
      carbs: number;
      fat: number;
      suggestions: Array<string>;
    }>;
  };
};

export type ConfirmSimulatedPaymentMutationVariables = Exact<{
  input: SimulatedCardInput;
}>;

export type ConfirmSimulatedPaymentMutation = {
  __typename: 'Mutation';
  confirmSimulatedPayment: { __typename: 'PaymentConfirmation'; status: string; paymentId: string };
};

export type CreateSubscriptionMutationVariables = Exact<{
  personalData: PersonalDataInput;
}>;

export type CreateSubscriptionMutation = {
  __typename: 'Mutation';
  createSubscription: {
    __typename: 'SubscriptionCheckout';
    clientSecret: string;
    subscriptionId: string;
    provider: string;
    publishableKey: string | null;
    amountCents: number;
    currency: string;
  };
};

export type MyNutritionPlanQueryVariables = Exact<{ [key: string]: never }>;

export type MyNutritionPlanQuery = {
  __typename: 'Query';
  myNutritionPlan: {
    __typename: 'NutritionPlan';
    goal: string;
    goalDescription: string;
    dailyCalories: number;
    recommendations: Array<string>;
    createdAt: string;
    macros: { __typename: 'Macros'; protein: number; carbs: number; fat: number; calories: number | null };
    meals: Array<{
      __typename: 'Meal';
      name: string;
      protein: number;
      carbs: number;
      fat: number;
      suggestions: Array<string>;
    }>;
  } | null;
};

export type NutritionPlanFieldsFragment = {
  __typename: 'NutritionPlan';
  goal: string;
  goalDescription: string;
  dailyCalories: number;
  recommendations: Array<string>;
  createdAt: string;
  macros: { __typename: 'Macros'; protein: number; carbs: number; fat: number; calories: number | null };
  meals: Array<{
    __typename: 'Meal';
    name: string;
    protein: number;
    carbs: number;
    fat: number;
    suggestions: Array<string>;
  }>;
};

export type PriceQuoteQueryVariables = Exact<{ [key: string]: never }>;

export type PriceQuoteQuery = {
  __typename: 'Query';
  priceQuote: {
    __typename: 'PriceQuote';
    country: string | null;
    currency: string;
    symbol: string;
    amount: number;
    baseAmountUsd: number;
    source: string;
    guaranteeDays: number;
  };
};

export type RecordStorePurchaseMutationVariables = Exact<{
  input: StorePurchaseInput;
}>;

export type RecordStorePurchaseMutation = {
  __typename: 'Mutation';
  recordStorePurchase: { __typename: 'StorePurchaseReceipt'; success: boolean; message: string };
};

export type ResumeSubscriptionRenewalMutationVariables = Exact<{ [key: string]: never }>;

export type ResumeSubscriptionRenewalMutation = {
  __typename: 'Mutation';
  resumeSubscriptionRenewal: {
    __typename: 'SubscriptionStatus';
    hasSubscription: boolean;
    status: string;
    isPreaproved: boolean;
    message: string;
    currentPeriodEnd: string | null;
    subscriptionId: string | null;
    cancelAtPeriodEnd: boolean;
  };
};

export type SubscriptionStatusFieldsFragment = {
  __typename: 'SubscriptionStatus';
  hasSubscription: boolean;
  status: string;
  isPreaproved: boolean;
  message: string;
  currentPeriodEnd: string | null;
  subscriptionId: string | null;
  cancelAtPeriodEnd: boolean;
};

export type SubscriptionStatusQueryVariables = Exact<{ [key: string]: never }>;

export type SubscriptionStatusQuery = {
  __typename: 'Query';
  subscriptionStatus: {
    __typename: 'SubscriptionStatus';
    hasSubscription: boolean;
    status: string;
    isPreaproved: boolean;
    message: string;
    currentPeriodEnd: string | null;
    subscriptionId: string | null;
    cancelAtPeriodEnd: boolean;
  };
};

export type UpdatePaymentStatusMutationVariables = Exact<{
  hasPaid: boolean;
}>;

export type UpdatePaymentStatusMutation = {
  __typename: 'Mutation';
  updatePaymentStatus: { __typename: 'PaymentTestResult'; success: boolean; hasPaid: boolean; message: string };
};

export type CacheVersionQueryVariables = Exact<{ [key: string]: never }>;

export type CacheVersionQuery = {
  __typename: 'Query';
  cacheVersion: { __typename: 'CacheVersion'; cacheVersion: string };
};

export type ChallengeDayQueryVariables = Exact<{ [key: string]: never }>;

export type ChallengeDayQuery = {
  __typename: 'Query';
  challengeDay: {
    __typename: 'ChallengeDay';
    dayOfChallenge: number;
    currentDay: number;
    currentWeek: number;
    currentDate: string;
    percentage: number;
    isRestDay: boolean;
    restDays: Array<number>;
    streak: number;
    bestStreak: number;
    progress: number;
    days: Array<{ __typename: 'ChallengeDayStatus'; day: number; status: DayStatus }>;
    todaysUnit: {
      __typename: 'TodaysUnit';
      id: number;
      title: string;
      exercises: Array<{ __typename: 'ExerciseRef'; id: number }>;
    } | null;
    todaysWorkout: {
      __typename: 'WorkoutUnit';
      id: number;
      title: string;
      description: string;
      duration: number;
      exercises: Array<{
        __typename: 'Exercise';
        id: number;
        title: string;
        techniqueKey: string | null;
        completed: boolean;
      }>;
    } | null;
    access: {
      __typename: 'ChallengeAccess';
      status: string;
      enrolmentId: string | null;
      daysUntilStart: number | null;
      edition: { __typename: 'Edition'; number: number; startDate: string; endDate: string } | null;
      nextEdition: { __typename: 'Edition'; number: number; startDate: string; endDate: string };
    };
  };
};

export type CompleteExerciseMutationVariables = Exact<{
  exerciseId: number;
  unitId: number;
}>;

export type CompleteExerciseMutation = {
  __typename: 'Mutation';
  completeExercise: {
    __typename: 'ExerciseCompletion';
    success: boolean;
    exerciseId: number;
    unitId: number;
    unitCompleted: boolean;
    streak: number;
    progress: number;
    unit: {
      __typename: 'WorkoutUnit';
      id: number;
      order: number;
      week: number;
      title: string;
      description: string;
      duration: number;
      isRestDay: boolean;
      completedExercises: Array<number>;
      isComplete: boolean;
      isToday: boolean;
      locked: boolean;
      lockReason: string;
      exercises: Array<{
        __typename: 'Exercise';
        id: number;
        position: number;
        title: string;
        videoId: string;
        techniqueKey: string | null;
        completed: boolean;
      }>;
    };
    exercise: { __typename: 'ExerciseDetail'; id: number; completed: boolean };
  };
};

export type DailyGoalQueryVariables = Exact<{ [key: string]: never }>;

export type DailyGoalQuery = {
  __typename: 'Query';
  dailyGoal: {
    __typename: 'DailyGoal';
    day: number;
    unitId: number | null;
    title: string;
    isRestDay: boolean;
    completedExercises: number;
    totalExercises: number;
    completed: boolean;
  };
};

export type ExerciseQueryVariables = Exact<{
  exerciseId: number;
  unitId: number;
}>;

export type ExerciseQuery = {
  __typename: 'Query';
  exercise: {
    __typename: 'ExerciseDetail';
    id: number;
    position: number;
    total: number;
    title: string;
    description: string;
    duration: number;
    sets: number;
    reps: number | null;
    workSeconds: number | null;
    restSeconds: number;
    techniqueKey: string | null;
    techniqueSteps: Array<string>;
    videoId: string;
    completed: boolean;
    unit: {
      __typename: 'ExerciseUnit';
      id: number;
      order: number;
      title: string;
      description: string;
      isRestDay: boolean;
    };
  };
};

export type MemberStatsQueryVariables = Exact<{ [key: string]: never }>;

export type MemberStatsQuery = {
  __typename: 'Query';
  me: { __typename: 'User'; id: number; streak: number; progress: number } | null;
};

export type TimezonesQueryVariables = Exact<{ [key: string]: never }>;

export type TimezonesQuery = {
  __typename: 'Query';
  timezones: {
    __typename: 'Timezones';
    timezones: Array<{ __typename: 'TimezoneOption'; value: string; label: string }>;
    regions: Array<{ __typename: 'TimezoneRegion'; name: string; timezones: Array<string> }>;
  };
};

export type UpdateTimezoneMutationVariables = Exact<{
  timezone: string;
}>;

export type UpdateTimezoneMutation = {
  __typename: 'Mutation';
  updateTimezone: {
    __typename: 'TimezoneUpdate';
    success: boolean;
    timezone: string;
    timezoneLabel: string;
    message: string;
  };
};

export type UpdateVideoVersionMutationVariables = Exact<{
  gender: string;
}>;

export type UpdateVideoVersionMutation = {
  __typename: 'Mutation';
  updateVideoVersion: { __typename: 'VideoVersionUpdate'; success: boolean; gender: Gender; message: string };
};

export type WorkoutUnitFieldsFragment = {
  __typename: 'WorkoutUnit';
  id: number;
  order: number;
  week: number;
  title: string;
  description: string;
  duration: number;
  isRestDay: boolean;
  completedExercises: Array<number>;
  isComplete: boolean;
  isToday: boolean;
  locked: boolean;
  lockReason: string;
  exercises: Array<{
    __typename: 'Exercise';
    id: number;
    position: number;
    title: string;
    videoId: string;
    techniqueKey: string | null;
    completed: boolean;
  }>;
};

export type WorkoutUnitQueryVariables = Exact<{
  id: number;
}>;

export type WorkoutUnitQuery = {
  __typename: 'Query';
  workoutUnit: {
    __typename: 'WorkoutUnit';
    id: number;
    order: number;
    week: number;
    title: string;
    description: string;
    duration: number;
    isRestDay: boolean;
    completedExercises: Array<number>;
    isComplete: boolean;
    isToday: boolean;
    locked: boolean;
    lockReason: string;
    exercises: Array<{
      __typename: 'Exercise';
      id: number;
      position: number;
      title: string;
      videoId: string;
      techniqueKey: string | null;
      completed: boolean;
    }>;
  };
};

export type WorkoutUnitsQueryVariables = Exact<{ [key: string]: never }>;

export type WorkoutUnitsQuery = {
  __typename: 'Query';
  workoutUnits: Array<{
    __typename: 'WorkoutUnit';
    id: number;
    order: number;
    week: number;
    title: string;
    description: string;
    duration: number;
    isRestDay: boolean;
    completedExercises: Array<number>;
    isComplete: boolean;
    isToday: boolean;
    locked: boolean;
    lockReason: string;
    exercises: Array<{
      __typename: 'Exercise';
      id: number;
      position: number;
      title: string;
      videoId: string;
      techniqueKey: string | null;
      completed: boolean;
    }>;
  }>;
};

export type CommunityEventsSubscriptionVariables = Exact<{ [key: string]: never }>;

export type CommunityEventsSubscription = {
  __typename: 'Subscription';
  communityEvents: {
    __typename: 'CommunityLiveEvent';
    change: string;
    post: {
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    };
  } | null;
};

export type CommunityFeedQueryVariables = Exact<{
  cursor?: string | null | undefined;
}>;

export type CommunityFeedQuery = {
  __typename: 'Query';
  communityFeed: {
    __typename: 'CommunityFeed';
    nextCursor: string | null;
    posts: Array<{
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    }>;
  };
};

export type CommunityPostFieldsFragment = {
  __typename: 'CommunityPost';
  id: string;
  parentId: string | null;
  body: string;
  pinned: boolean;
  hidden: boolean;
  reactions: number;
  reactedByMe: boolean;
  replies: number;
  safetyNote: string | null;
  createdAt: string;
  author: {
    __typename: 'CommunityPostAuthor';
    name: string;
    trainer: boolean;
    day: number | null;
    streak: number | null;
  };
  photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
};

export type CommunityPromptQueryVariables = Exact<{ [key: string]: never }>;

export type CommunityPromptQuery = {
  __typename: 'Query';
  communityPrompt: { __typename: 'CommunityPrompt'; day: number | null; prompt: string | null };
};

export type CommunityThreadQueryVariables = Exact<{
  id: string;
}>;

export type CommunityThreadQuery = {
  __typename: 'Query';
  communityThread: {
    __typename: 'CommunityThread';
    post: {
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    };
    replies: Array<{
      __typename: 'CommunityPost';
      id: string;
      parentId: string | null;
      body: string;
      pinned: boolean;
      hidden: boolean;
      reactions: number;
      reactedByMe: boolean;
      replies: number;
      safetyNote: string | null;
      createdAt: string;
      author: {
        __typename: 'CommunityPostAuthor';
        name: string;
        trainer: boolean;
        day: number | null;
        streak: number | null;
      };
      photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
    }>;
  };
};

export type CreateCommunityPostMutationVariables = Exact<{
  body: string;
  parentId?: string | null | undefined;
  photoUploadId?: string | null | undefined;
}>;

export type CreateCommunityPostMutation = {
  __typename: 'Mutation';
  createCommunityPost: {
    __typename: 'CommunityPost';
    id: string;
    parentId: string | null;
    body: string;
    pinned: boolean;
    hidden: boolean;
    reactions: number;
    reactedByMe: boolean;
    replies: number;
    safetyNote: string | null;
    createdAt: string;
    author: {
      __typename: 'CommunityPostAuthor';
      name: string;
      trainer: boolean;
      day: number | null;
      streak: number | null;
    };
    photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
  };
};

export type DashboardCommunityQueryVariables = Exact<{ [key: string]: never }>;

export type DashboardCommunityQuery = {
  __typename: 'Query';
  communityCard: {
    __typename: 'CommunityCard';
    unread: number;
    pinned: { __typename: 'CommunityCardPost'; id: string; body: string; authorName: string } | null;
  };
};

export type DirectConversationQueryVariables = Exact<{ [key: string]: never }>;

export type DirectConversationQuery = {
  __typename: 'Query';
  directConversation: {
    __typename: 'DirectConversation';
    id: string | null;
    unread: number;
    messages: Array<{
      __typename: 'DirectMessage';
      id: string;
      conversationId: string;
      fromTrainer: boolean;
      authorName: string;
      body: string;
      createdAt: string;
    }>;
  };
};

export type DirectMessageFieldsFragment = {
  __typename: 'DirectMessage';
  id: string;
  conversationId: string;
  fromTrainer: boolean;
  authorName: string;
  body: string;
  createdAt: string;
};

export type DirectMessagesSubscriptionVariables = Exact<{ [key: string]: never }>;

export type DirectMessagesSubscription = {
  __typename: 'Subscription';
  directMessages: {
    __typename: 'DirectMessage';
    id: string;
    conversationId: string;
    fromTrainer: boolean;
    authorName: string;
    body: string;
    createdAt: string;
  } | null;
};

export type ReactToCommunityPostMutationVariables = Exact<{
  id: string;
  on: boolean;
}>;

export type ReactToCommunityPostMutation = {
  __typename: 'Mutation';
  reactToCommunityPost: {
    __typename: 'CommunityPost';
    id: string;
    parentId: string | null;
    body: string;
    pinned: boolean;
    hidden: boolean;
    reactions: number;
    reactedByMe: boolean;
    replies: number;
    safetyNote: string | null;
    createdAt: string;
    author: {
      __typename: 'CommunityPostAuthor';
      name: string;
      trainer: boolean;
      day: number | null;
      streak: number | null;
    };
    photo: { __typename: 'CommunityPhoto'; url: string; width: number; height: number } | null;
  };
};

export type ReportCommunityPostMutationVariables = Exact<{
  id: string;
}>;

export type ReportCommunityPostMutation = {
  __typename: 'Mutation';
  reportCommunityPost: { __typename: 'CommunityReportResult'; reported: boolean };
};

export type SendDirectMessageMutationVariables = Exact<{
  body: string;
}>;

export type SendDirectMessageMutation = {
  __typename: 'Mutation';
  sendDirectMessage: {
    __typename: 'DirectMessage';
    id: string;
    conversationId: string;
    fromTrainer: boolean;
    authorName: string;
    body: string;
    createdAt: string;
  };
};

export type ChangeEmailMutationVariables = Exact<{
  email: string;
}>;

export type ChangeEmailMutation = {
  __typename: 'Mutation';
  changeEmail: { __typename: 'EmailVerificationResult'; success: boolean; message: string };
};

export type ConfirmEmailByCheckoutMutationVariables = Exact<{
  checkoutProof: string;
}>;

export type ConfirmEmailByCheckoutMutation = {
  __typename: 'Mutation';
  confirmEmailByCheckout: { __typename: 'EmailVerificationResult'; success: boolean; message: string };
};

export type ConfirmEmailMutationVariables = Exact<{
  token: string;
}>;

export type ConfirmEmailMutation = {
  __typename: 'Mutation';
  confirmEmail: { __typename: 'EmailVerificationResult'; success: boolean; message: string };
};

export type ResendEmailVerificationMutationVariables = Exact<{ [key: string]: never }>;

export type ResendEmailVerificationMutation = {
  __typename: 'Mutation';
  resendEmailVerification: { __typename: 'EmailVerificationResult'; success: boolean; message: string };
};

export type WaitingAccessQueryVariables = Exact<{ [key: string]: never }>;

export type WaitingAccessQuery = {
  __typename: 'Query';
  waitingAccess: {
    __typename: 'WaitingAccess';
    email: string;
    reason: string;
    edition: { __typename: 'WaitingEdition'; number: number; startDate: string; endDate: string } | null;
  } | null;
};

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;

export type RequestPasswordResetMutation = {
  __typename: 'Mutation';
  requestPasswordReset: { __typename: 'ResetRequest'; success: boolean; message: string; resetLink: string | null };
};

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;

export type ResetPasswordMutation = {
  __typename: 'Mutation';
  resetPassword: { __typename: 'ResetPasswordResult'; success: boolean; message: string };
};

export type ValidateResetTokenQueryVariables = Exact<{
  token: string;
}>;

export type ValidateResetTokenQuery = {
  __typename: 'Query';
  validateResetToken: { __typename: 'ResetTokenValidation'; valid: boolean; message: string };
};

export type AddPushSubscriptionMutationVariables = Exact<{
  subscription: PushSubscriptionInput;
}>;

export type AddPushSubscriptionMutation = { __typename: 'Mutation'; addPushSubscription: boolean };

export type NotificationSettingsFieldsFragment = {
  __typename: 'NotificationSettings';
  dailyReminder: boolean;
  reminderTime: string;
  email: boolean;
  push: boolean;
  streakNudge: boolean;
  community: boolean;
};

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type NotificationSettingsQuery = {
  __typename: 'Query';
  notificationSettings: {
    __typename: 'NotificationSettings';
    dailyReminder: boolean;
    reminderTime: string;
    email: boolean;
    push: boolean;
    streakNudge: boolean;
    community: boolean;
  };
};

export type PushPublicKeyQueryVariables = Exact<{ [key: string]: never }>;

export type PushPublicKeyQuery = { __typename: 'Query'; pushPublicKey: string };

export type RemovePushSubscriptionMutationVariables = Exact<{
  endpoint: string;
}>;

export type RemovePushSubscriptionMutation = { __typename: 'Mutation'; removePushSubscription: boolean };

export type UnsubscribeReminderMutationVariables = Exact<{
  token: string;
}>;

export type UnsubscribeReminderMutation = {
  __typename: 'Mutation';
  unsubscribeReminder: { __typename: 'ReminderUnsubscribe'; kind: string; message: string };
};

export type UpdateNotificationSettingsMutationVariables = Exact<{
  input: NotificationSettingsInput;
}>;

export type UpdateNotificationSettingsMutation = {
  __typename: 'Mutation';
  updateNotificationSettings: {
    __typename: 'NotificationSettings';
    dailyReminder: boolean;
    reminderTime: string;
    email: boolean;
    push: boolean;
    streakNudge: boolean;
    community: boolean;
  };
};

export type AnswerSurveyByLinkMutationVariables = Exact<{
  token: string;
  recommend: boolean;
}>;

export type AnswerSurveyByLinkMutation = {
  __typename: 'Mutation';
  answerSurveyByLink: {
    __typename: 'Survey';
    edition: number | null;
    inviteReview: boolean;
    answer: { __typename: 'SurveyAnswer'; satisfaction: number; recommend: boolean } | null;
  };
};

export type AnswerSurveyMutationVariables = Exact<{
  answer: SurveyAnswerInput;
}>;

export type AnswerSurveyMutation = {
  __typename: 'Mutation';
  answerSurvey: {
    __typename: 'Survey';
    due: boolean;
    edition: number | null;
    inviteReview: boolean;
    answer: { __typename: 'SurveyAnswer'; satisfaction: number; recommend: boolean; answeredAt: string } | null;
  };
};

export type SurveyQueryVariables = Exact<{ [key: string]: never }>;

export type SurveyQuery = {
  __typename: 'Query';
  survey: {
    __typename: 'Survey';
    due: boolean;
    edition: number | null;
    inviteReview: boolean;
    answer: { __typename: 'SurveyAnswer'; satisfaction: number; recommend: boolean; answeredAt: string } | null;
  };
};

export type CoachConversationMutationVariables = Exact<{
  message: string;
}>;

export type CoachConversationMutation = {
  __typename: 'Mutation';
  coachConversation: {
    __typename: 'CoachConversation';
    response: string;
    success: boolean;
    suggestions: Array<{ __typename: 'CoachSuggestion'; label: string; question: string }>;
  };
};

export const CommunityInboxEntryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityInboxEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityInboxEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          { kind: 'Field', name: { kind: 'Name', value: 'awaitingSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCompletedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityInboxEntryFieldsFragment, unknown>;
export const DirectMessageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DirectMessageFieldsFragment, unknown>;
export const TrainerConversationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TrainerConversationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityTrainerConversation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'entry' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityInboxEntryFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityInboxEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityInboxEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          { kind: 'Field', name: { kind: 'Name', value: 'awaitingSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCompletedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrainerConversationFieldsFragment, unknown>;
export const CurrentUserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserFragment, unknown>;
export const NutritionPlanFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NutritionPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NutritionPlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goalDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyCalories' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'macros' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'protein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carbs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'calories' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carbs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'suggestions' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'recommendations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NutritionPlanFieldsFragment, unknown>;
export const SubscriptionStatusFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SubscriptionStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscriptionStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasSubscription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPreaproved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currentPeriodEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelAtPeriodEnd' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscriptionStatusFieldsFragment, unknown>;
export const WorkoutUnitFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WorkoutUnitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkoutUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'week' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedExercises' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComplete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercises' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'techniqueKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WorkoutUnitFieldsFragment, unknown>;
export const CommunityPostFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityPostFieldsFragment, unknown>;
export const NotificationSettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'dailyReminder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reminderTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'push' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streakNudge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'community' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationSettingsFieldsFragment, unknown>;
export const AdminSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminSession' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSession' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSessionQuery, AdminSessionQueryVariables>;
export const RenewSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RenewSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renewSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'auth' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RenewSessionMutation, RenewSessionMutationVariables>;
export const RequestEmergencyAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestEmergencyAccess' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestEmergencyAccess' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestEmergencyAccessMutation, RequestEmergencyAccessMutationVariables>;
export const VerifyDeviceTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyDeviceToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyDeviceToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyDeviceTokenMutation, VerifyDeviceTokenMutationVariables>;
export const AddPreApprovedEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddPreApprovedEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addPreApprovedEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'email' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddPreApprovedEmailMutation, AddPreApprovedEmailMutationVariables>;
export const AdminAuditDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminAudit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminAudit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'before' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'nextBefore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'entries' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'actor' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'after' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'requestId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminAuditQuery, AdminAuditQueryVariables>;
export const AdminCommunityConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCommunityConversation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityConversation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TrainerConversationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityInboxEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityInboxEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          { kind: 'Field', name: { kind: 'Name', value: 'awaitingSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCompletedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TrainerConversationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityTrainerConversation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'entry' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityInboxEntryFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityConversationQuery, AdminCommunityConversationQueryVariables>;
export const AdminCommunityGroupEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'AdminCommunityGroupEvents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityGroupEvents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groupKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'change' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'post' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityGroupEventsSubscription, AdminCommunityGroupEventsSubscriptionVariables>;
export const AdminCommunityGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCommunityGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityGroup' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groupKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
                { kind: 'Field', name: { kind: 'Name', value: 'groupKey' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'posts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'replies' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityGroupQuery, AdminCommunityGroupQueryVariables>;
export const AdminCommunityInboxDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCommunityInbox' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityInbox' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityInboxEntryFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityMissing' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'memberName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'missedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastCompletedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityInboxEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityInboxEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          { kind: 'Field', name: { kind: 'Name', value: 'awaitingSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCompletedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityInboxQuery, AdminCommunityInboxQueryVariables>;
export const AdminCommunityMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'AdminCommunityMessages' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityMessages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'message' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityMessagesSubscription, AdminCommunityMessagesSubscriptionVariables>;
export const AdminCommunityPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminCommunityPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoUploadId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'groupKey' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'groupKey' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoUploadId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoUploadId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityPostMutation, AdminCommunityPostMutationVariables>;
export const AdminCommunityPromptsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCommunityPrompts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityPrompts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityPromptsQuery, AdminCommunityPromptsQueryVariables>;
export const AdminCommunityReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminCommunityReports' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminCommunityReports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reports' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastReportedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'post' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminCommunityReportsQuery, AdminCommunityReportsQueryVariables>;
export const AdminDiscrepanciesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminDiscrepancies' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminDiscrepancies' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'providerPaymentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paidAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDiscrepanciesQuery, AdminDiscrepanciesQueryVariables>;
export const AdminHideCommunityPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminHideCommunityPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hidden' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminHideCommunityPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hidden' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hidden' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminHideCommunityPostMutation, AdminHideCommunityPostMutationVariables>;
export const AdminInsightsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminInsights' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'edition' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminInsights' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'edition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'edition' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'members' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completionsPerDay' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'funnel' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'visits' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'checkoutsStarted' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'disputed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'activeDay1' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completedAll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'renewed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'remindersPerDay' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'daily' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nudge' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reviews' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'published' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'averageRating' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'satisfaction' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'answers' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'satisfied' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recommend' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'heatmap' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'atRisk' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'missedInARow' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastCompletedDay' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'atRiskCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'money' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payments' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'grossCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refundsCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'disputesCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'netCents' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'refundReasons' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'refunds' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminInsightsQuery, AdminInsightsQueryVariables>;
export const AdminMembersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminMembers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminMembers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'query' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'query' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'offset' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'offset' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'members' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'accessStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'enrolments' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'editionNumber' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'revoked' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMembersQuery, AdminMembersQueryVariables>;
export const AdminMuteCommunityMemberDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminMuteCommunityMember' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminMuteCommunityMember' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'postId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'postId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hours' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hours' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mutedUntil' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminMuteCommunityMemberMutation, AdminMuteCommunityMemberMutationVariables>;
export const AdminOpenConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminOpenConversation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminOpenConversation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TrainerConversationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityInboxEntryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityInboxEntry' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'memberName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
          { kind: 'Field', name: { kind: 'Name', value: 'awaitingSince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessageAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMessage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastCompletedAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TrainerConversationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityTrainerConversation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'entry' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityInboxEntryFields' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminOpenConversationMutation, AdminOpenConversationMutationVariables>;
export const AdminPinCommunityPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminPinCommunityPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminPinCommunityPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pinned' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pinned' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminPinCommunityPostMutation, AdminPinCommunityPostMutationVariables>;
export const AdminReviewsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminReviews' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminReviews' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'status' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'photoUrl' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'proof' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reviewer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'verifiedBuyer' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const AdminSecondFactorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminSecondFactor' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSecondFactor' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'recoveryCodesLeft' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSecondFactorQuery, AdminSecondFactorQueryVariables>;
export const AdminSendDirectMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminSendDirectMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSendDirectMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'conversationId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'conversationId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSendDirectMessageMutation, AdminSendDirectMessageMutationVariables>;
export const AdminSetCommunityPromptDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdminSetCommunityPrompt' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminSetCommunityPrompt' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'day' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'day' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetCommunityPromptMutation, AdminSetCommunityPromptMutationVariables>;
export const AdminWorkoutsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminWorkouts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminWorkouts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exercises' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'videoId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'videoIdMale' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'videoIdFemale' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sets' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reps' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'workSeconds' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'restSeconds' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminWorkoutsQuery, AdminWorkoutsQueryVariables>;
export const ApproveReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApproveReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'approveReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApproveReviewMutation, ApproveReviewMutationVariables>;
export const ConfirmAdminSecondFactorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmAdminSecondFactor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmAdminSecondFactor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'recoveryCodes' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmAdminSecondFactorMutation, ConfirmAdminSecondFactorMutationVariables>;
export const CreateMagicLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateMagicLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMagicLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'username' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'username' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expiresInHours' },
                value: { kind: 'IntValue', value: '48' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'magicLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateMagicLinkMutation, CreateMagicLinkMutationVariables>;
export const GrantAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'GrantAccess' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'edition' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'grantAccess' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'edition' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'edition' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'enrolmentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'editionNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GrantAccessMutation, GrantAccessMutationVariables>;
export const ImportPreApprovedEmailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportPreApprovedEmails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'emails' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importPreApprovedEmails' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'emails' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'emails' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'added' } },
                { kind: 'Field', name: { kind: 'Name', value: 'skipped' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invalid' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportPreApprovedEmailsMutation, ImportPreApprovedEmailsMutationVariables>;
export const PreApprovedEmailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PreApprovedEmails' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'preApprovedEmails' } }],
      },
    },
  ],
} as unknown as DocumentNode<PreApprovedEmailsQuery, PreApprovedEmailsQueryVariables>;
export const RefreshVideoCacheDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RefreshVideoCache' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refreshVideoCache' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'cacheVersion' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefreshVideoCacheMutation, RefreshVideoCacheMutationVariables>;
export const RejectReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RejectReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rejectReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RejectReviewMutation, RejectReviewMutationVariables>;
export const RemovePreApprovedEmailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemovePreApprovedEmails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'emails' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removePreApprovedEmails' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'emails' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'emails' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'removed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'missing' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemovePreApprovedEmailsMutation, RemovePreApprovedEmailsMutationVariables>;
export const ResolveDiscrepancyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResolveDiscrepancy' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'paymentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'resolution' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resolveDiscrepancy' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'paymentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'paymentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'resolution' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'resolution' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResolveDiscrepancyMutation, ResolveDiscrepancyMutationVariables>;
export const RevokeAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeAccess' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'enrolmentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeAccess' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'enrolmentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'enrolmentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolmentId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeAccessMutation, RevokeAccessMutationVariables>;
export const StartAdminSecondFactorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'StartAdminSecondFactor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'startAdminSecondFactor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'qrCode' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StartAdminSecondFactorMutation, StartAdminSecondFactorMutationVariables>;
export const UpdateExercisePrescriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateExercisePrescription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sets' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reps' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'workSeconds' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'restSeconds' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateExercisePrescription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unitId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exerciseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sets' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sets' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'reps' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'reps' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'workSeconds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'workSeconds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'restSeconds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'restSeconds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exerciseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sets' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reps' } },
                { kind: 'Field', name: { kind: 'Name', value: 'workSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'restSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateExercisePrescriptionMutation, UpdateExercisePrescriptionMutationVariables>;
export const UpdateExerciseVideoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateExerciseVideo' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'videoId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateExerciseVideo' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unitId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exerciseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'videoId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'videoId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exerciseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateExerciseVideoMutation, UpdateExerciseVideoMutationVariables>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'adminAuth' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }] },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const MobileLoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MobileLogin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mobileLogin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'adminAuth' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'auth' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MobileLoginMutation, MobileLoginMutationVariables>;
export const RegisterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Register' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'RegisterInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'register' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fullName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isAdmin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emailVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccess' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const CancelSubscriptionRenewalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelSubscriptionRenewal' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelSubscriptionRenewal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SubscriptionStatusFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SubscriptionStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscriptionStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasSubscription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPreaproved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currentPeriodEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelAtPeriodEnd' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelSubscriptionRenewalMutation, CancelSubscriptionRenewalMutationVariables>;
export const ComputeNutritionPlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ComputeNutritionPlan' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'personalData' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NutritionDataInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutProof' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'computeNutritionPlan' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'personalData' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'personalData' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'checkoutProof' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutProof' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NutritionPlanFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NutritionPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NutritionPlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goalDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyCalories' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'macros' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'protein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carbs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'calories' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carbs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'suggestions' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'recommendations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComputeNutritionPlanMutation, ComputeNutritionPlanMutationVariables>;
export const ConfirmSimulatedPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmSimulatedPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SimulatedCardInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmSimulatedPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmSimulatedPaymentMutation, ConfirmSimulatedPaymentMutationVariables>;
export const CreateSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'personalData' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PersonalDataInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'personalData' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'personalData' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'clientSecret' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publishableKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amountCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSubscriptionMutation, CreateSubscriptionMutationVariables>;
export const MyNutritionPlanDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyNutritionPlan' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myNutritionPlan' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NutritionPlanFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NutritionPlanFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NutritionPlan' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'goal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'goalDescription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dailyCalories' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'macros' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'protein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carbs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'calories' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'protein' } },
                { kind: 'Field', name: { kind: 'Name', value: 'carbs' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'suggestions' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'recommendations' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyNutritionPlanQuery, MyNutritionPlanQueryVariables>;
export const PriceQuoteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PriceQuote' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceQuote' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'baseAmountUsd' } },
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'guaranteeDays' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceQuoteQuery, PriceQuoteQueryVariables>;
export const RecordStorePurchaseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordStorePurchase' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'StorePurchaseInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordStorePurchase' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordStorePurchaseMutation, RecordStorePurchaseMutationVariables>;
export const ResumeSubscriptionRenewalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResumeSubscriptionRenewal' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resumeSubscriptionRenewal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SubscriptionStatusFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SubscriptionStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscriptionStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasSubscription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPreaproved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currentPeriodEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelAtPeriodEnd' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResumeSubscriptionRenewalMutation, ResumeSubscriptionRenewalMutationVariables>;
export const SubscriptionStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SubscriptionStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscriptionStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SubscriptionStatusFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SubscriptionStatusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscriptionStatus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'hasSubscription' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPreaproved' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currentPeriodEnd' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subscriptionId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelAtPeriodEnd' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscriptionStatusQuery, SubscriptionStatusQueryVariables>;
export const UpdatePaymentStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePaymentStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hasPaid' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePaymentStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'hasPaid' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'hasPaid' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasPaid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePaymentStatusMutation, UpdatePaymentStatusMutationVariables>;
export const CacheVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CacheVersion' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cacheVersion' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'cacheVersion' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CacheVersionQuery, CacheVersionQueryVariables>;
export const ChallengeDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChallengeDay' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'challengeDay' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'dayOfChallenge' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentWeek' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currentDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'percentage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'restDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'bestStreak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'days' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'todaysUnit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exercises' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'todaysWorkout' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exercises' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'techniqueKey' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'access' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enrolmentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'daysUntilStart' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'edition' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'nextEdition' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChallengeDayQuery, ChallengeDayQueryVariables>;
export const CompleteExerciseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CompleteExercise' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeExercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exerciseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unitId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'exerciseId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'unit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WorkoutUnitFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'exercise' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WorkoutUnitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkoutUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'week' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedExercises' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComplete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercises' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'techniqueKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompleteExerciseMutation, CompleteExerciseMutationVariables>;
export const DailyGoalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DailyGoal' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dailyGoal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unitId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completedExercises' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalExercises' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DailyGoalQuery, DailyGoalQueryVariables>;
export const ExerciseDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Exercise' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercise' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'exerciseId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'exerciseId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'unitId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'unitId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sets' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reps' } },
                { kind: 'Field', name: { kind: 'Name', value: 'workSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'restSeconds' } },
                { kind: 'Field', name: { kind: 'Name', value: 'techniqueKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'techniqueSteps' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'unit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExerciseQuery, ExerciseQueryVariables>;
export const MemberStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MemberStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
                { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MemberStatsQuery, MemberStatsQueryVariables>;
export const TimezonesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Timezones' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timezones' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'timezones' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'regions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timezones' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TimezonesQuery, TimezonesQueryVariables>;
export const UpdateTimezoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateTimezone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateTimezone' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'timezone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'timezone' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'timezoneLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateTimezoneMutation, UpdateTimezoneMutationVariables>;
export const UpdateVideoVersionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateVideoVersion' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateVideoVersion' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gender' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gender' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateVideoVersionMutation, UpdateVideoVersionMutationVariables>;
export const WorkoutUnitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WorkoutUnit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workoutUnit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WorkoutUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WorkoutUnitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkoutUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'week' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedExercises' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComplete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercises' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'techniqueKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WorkoutUnitQuery, WorkoutUnitQueryVariables>;
export const WorkoutUnitsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WorkoutUnits' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workoutUnits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'WorkoutUnitFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WorkoutUnitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WorkoutUnit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order' } },
          { kind: 'Field', name: { kind: 'Name', value: 'week' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'duration' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRestDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'completedExercises' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isComplete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isToday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lockReason' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exercises' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'videoId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'techniqueKey' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WorkoutUnitsQuery, WorkoutUnitsQueryVariables>;
export const CommunityEventsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'CommunityEvents' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communityEvents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'change' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'post' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityEventsSubscription, CommunityEventsSubscriptionVariables>;
export const CommunityFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CommunityFeed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communityFeed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'cursor' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cursor' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'posts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextCursor' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityFeedQuery, CommunityFeedQueryVariables>;
export const CommunityPromptDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CommunityPrompt' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communityPrompt' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prompt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityPromptQuery, CommunityPromptQueryVariables>;
export const CommunityThreadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CommunityThread' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communityThread' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'post' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'replies' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommunityThreadQuery, CommunityThreadQueryVariables>;
export const CreateCommunityPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateCommunityPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'photoUploadId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createCommunityPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'photoUploadId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'photoUploadId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateCommunityPostMutation, CreateCommunityPostMutationVariables>;
export const DashboardCommunityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DashboardCommunity' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'communityCard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pinned' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DashboardCommunityQuery, DashboardCommunityQueryVariables>;
export const DirectConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DirectConversation' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'directConversation' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unread' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'messages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DirectConversationQuery, DirectConversationQueryVariables>;
export const DirectMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'DirectMessages' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'directMessages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DirectMessagesSubscription, DirectMessagesSubscriptionVariables>;
export const ReactToCommunityPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReactToCommunityPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reactToCommunityPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'on' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'on' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommunityPostFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommunityPostFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CommunityPost' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trainer' } },
                { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                { kind: 'Field', name: { kind: 'Name', value: 'streak' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pinned' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reactedByMe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safetyNote' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'photo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReactToCommunityPostMutation, ReactToCommunityPostMutationVariables>;
export const ReportCommunityPostDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportCommunityPost' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportCommunityPost' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'reported' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportCommunityPostMutation, ReportCommunityPostMutationVariables>;
export const SendDirectMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendDirectMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendDirectMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'body' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DirectMessageFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DirectMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DirectMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTrainer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'authorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'body' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendDirectMessageMutation, SendDirectMessageMutationVariables>;
export const ChangeEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ConfirmEmailByCheckoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmEmailByCheckout' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutProof' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmEmailByCheckout' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'checkoutProof' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'checkoutProof' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmEmailByCheckoutMutation, ConfirmEmailByCheckoutMutationVariables>;
export const ConfirmEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const ResendEmailVerificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendEmailVerification' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendEmailVerification' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendEmailVerificationMutation, ResendEmailVerificationMutationVariables>;
export const WaitingAccessDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WaitingAccess' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'waitingAccess' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'edition' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WaitingAccessQuery, WaitingAccessQueryVariables>;
export const RequestPasswordResetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestPasswordReset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestPasswordReset' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resetLink' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ValidateResetTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ValidateResetToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'validateResetToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidateResetTokenQuery, ValidateResetTokenQueryVariables>;
export const AddPushSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddPushSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subscription' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PushSubscriptionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addPushSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'subscription' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'subscription' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddPushSubscriptionMutation, AddPushSubscriptionMutationVariables>;
export const NotificationSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'dailyReminder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reminderTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'push' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streakNudge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'community' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const PushPublicKeyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PushPublicKey' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'pushPublicKey' } }],
      },
    },
  ],
} as unknown as DocumentNode<PushPublicKeyQuery, PushPublicKeyQueryVariables>;
export const RemovePushSubscriptionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemovePushSubscription' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'endpoint' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removePushSubscription' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'endpoint' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'endpoint' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemovePushSubscriptionMutation, RemovePushSubscriptionMutationVariables>;
export const UnsubscribeReminderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnsubscribeReminder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unsubscribeReminder' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsubscribeReminderMutation, UnsubscribeReminderMutationVariables>;
export const UpdateNotificationSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateNotificationSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateNotificationSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationSettingsFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'dailyReminder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reminderTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'push' } },
          { kind: 'Field', name: { kind: 'Name', value: 'streakNudge' } },
          { kind: 'Field', name: { kind: 'Name', value: 'community' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const AnswerSurveyByLinkDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerSurveyByLink' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'recommend' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerSurveyByLink' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'recommend' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'recommend' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inviteReview' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'answer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'satisfaction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recommend' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerSurveyByLinkMutation, AnswerSurveyByLinkMutationVariables>;
export const AnswerSurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerSurvey' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SurveyAnswerInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerSurvey' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'answer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inviteReview' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'answer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'satisfaction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recommend' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerSurveyMutation, AnswerSurveyMutationVariables>;
export const SurveyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Survey' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'survey' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'due' } },
                { kind: 'Field', name: { kind: 'Name', value: 'edition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inviteReview' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'answer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'satisfaction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recommend' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SurveyQuery, SurveyQueryVariables>;
export const CoachConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CoachConversation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'coachConversation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'message' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'response' } },
                { kind: 'Field', name: { kind: 'Name', value: 'success' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'suggestions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'question' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CoachConversationMutation, CoachConversationMutationVariables>;
