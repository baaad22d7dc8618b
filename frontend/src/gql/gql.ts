/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'query AdminSession {\n  adminSession {\n    valid\n    username\n  }\n}': typeof types.AdminSessionDocument;
  'mutation RenewSession($token: String) {\n  renewSession(token: $token) {\n    success\n    message\n    auth {\n      token\n    }\n  }\n}': typeof types.RenewSessionDocument;
  'mutation RequestEmergencyAccess($email: String!) {\n  requestEmergencyAccess(email: $email) {\n    message\n  }\n}': typeof types.RequestEmergencyAccessDocument;
  'mutation VerifyDeviceToken($token: String!) {\n  verifyDeviceToken(token: $token) {\n    success\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}': typeof types.VerifyDeviceTokenDocument;
  'mutation AddPreApprovedEmail($email: String!) {\n  addPreApprovedEmail(email: $email) {\n    email\n  }\n}': typeof types.AddPreApprovedEmailDocument;
  'query AdminAudit($limit: Int!, $before: Int) {\n  adminAudit(limit: $limit, before: $before) {\n    nextBefore\n    entries {\n      id\n      action\n      actor {\n        id\n        username\n      }\n      target\n      before\n      after\n      requestId\n      at\n    }\n  }\n}': typeof types.AdminAuditDocument;
  'query AdminCommunityConversation($conversationId: String!) {\n  adminCommunityConversation(conversationId: $conversationId) {\n    ...TrainerConversationFields\n  }\n}': typeof types.AdminCommunityConversationDocument;
  'subscription AdminCommunityGroupEvents($groupKey: String!) {\n  adminCommunityGroupEvents(groupKey: $groupKey) {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}': typeof types.AdminCommunityGroupEventsDocument;
  'query AdminCommunityGroup($groupKey: String) {\n  adminCommunityGroup(groupKey: $groupKey) {\n    groups\n    groupKey\n    posts {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}': typeof types.AdminCommunityGroupDocument;
  'fragment CommunityInboxEntryFields on CommunityInboxEntry {\n  conversationId\n  userId\n  memberName\n  unread\n  awaitingSince\n  lastMessageAt\n  lastMessage\n  day\n  streak\n  lastCompletedAt\n}\n\nquery AdminCommunityInbox {\n  adminCommunityInbox {\n    ...CommunityInboxEntryFields\n  }\n  adminCommunityMissing {\n    userId\n    memberName\n    missedDays\n    day\n    streak\n    lastCompletedAt\n    conversationId\n  }\n}': typeof types.CommunityInboxEntryFieldsFragmentDoc;
  'subscription AdminCommunityMessages {\n  adminCommunityMessages {\n    userId\n    message {\n      ...DirectMessageFields\n    }\n  }\n}': typeof types.AdminCommunityMessagesDocument;
  'mutation AdminCommunityPost($groupKey: String!, $body: String!, $parentId: String, $photoUploadId: String) {\n  adminCommunityPost(\n    groupKey: $groupKey\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}': typeof types.AdminCommunityPostDocument;
  'query AdminCommunityPrompts {\n  adminCommunityPrompts {\n    day\n    text\n  }\n}': typeof types.AdminCommunityPromptsDocument;
  'query AdminCommunityReports {\n  adminCommunityReports {\n    reports\n    lastReportedAt\n    post {\n      ...CommunityPostFields\n    }\n  }\n}': typeof types.AdminCommunityReportsDocument;
  'query AdminDiscrepancies {\n  adminDiscrepancies {\n    paymentId\n    kind\n    provider\n    providerPaymentId\n    email\n    amountCents\n    currency\n    paidAt\n  }\n}': typeof types.AdminDiscrepanciesDocument;
  'mutation AdminHideCommunityPost($id: String!, $hidden: Boolean!) {\n  adminHideCommunityPost(id: $id, hidden: $hidden) {\n    ...CommunityPostFields\n  }\n}': typeof types.AdminHideCommunityPostDocument;
  'query AdminInsights($edition: Int!) {\n  adminInsights(edition: $edition) {\n    edition\n    members\n    completionsPerDay\n    funnel {\n      visits\n      checkoutsStarted\n      paid\n      refunded\n      disputed\n      activeDay1\n      completedAll\n      renewed\n      cancelled\n    }\n    remindersPerDay {\n      daily\n      nudge\n    }\n    reviews {\n      published\n      verified\n      averageRating\n    }\n    satisfaction {\n      answers\n      satisfied\n      recommend\n    }\n    heatmap {\n      userId\n      days\n    }\n    atRisk {\n      userId\n      missedInARow\n      lastCompletedDay\n    }\n    atRiskCount\n    money {\n      currency\n      payments\n      grossCents\n      refundsCents\n      disputesCents\n      netCents\n    }\n    refundReasons {\n      reason\n      refunds\n    }\n  }\n}': typeof types.AdminInsightsDocument;
  'query AdminMembers($query: String!, $offset: Int!, $limit: Int!, $userId: Int) {\n  adminMembers(query: $query, offset: $offset, limit: $limit, userId: $userId) {\n    total\n    members {\n      id\n      username\n      email\n      gender\n      timezone\n      timezoneLabel\n      hasPaid\n      createdAt\n      accessStatus\n      day\n      streak\n      progress\n      enrolments {\n        id\n        editionNumber\n        startDate\n        endDate\n        source\n        revoked\n      }\n    }\n  }\n}': typeof types.AdminMembersDocument;
  'mutation AdminMuteCommunityMember($postId: String!, $hours: Int!) {\n  adminMuteCommunityMember(postId: $postId, hours: $hours) {\n    authorName\n    mutedUntil\n  }\n}': typeof types.AdminMuteCommunityMemberDocument;
  'mutation AdminOpenConversation($userId: Int!) {\n  adminOpenConversation(userId: $userId) {\n    ...TrainerConversationFields\n  }\n}': typeof types.AdminOpenConversationDocument;
  'mutation AdminPinCommunityPost($id: String!, $pinned: Boolean!) {\n  adminPinCommunityPost(id: $id, pinned: $pinned) {\n    ...CommunityPostFields\n  }\n}': typeof types.AdminPinCommunityPostDocument;
  'query AdminReviews($status: String!) {\n  adminReviews(status: $status) {\n    id\n    title\n    body\n    rating\n    createdAt\n    email\n    photoUrl\n    status\n    proof\n    reviewer {\n      name\n      verifiedBuyer\n    }\n  }\n}': typeof types.AdminReviewsDocument;
  'query AdminSecondFactor {\n  adminSecondFactor {\n    enabled\n    recoveryCodesLeft\n  }\n}': typeof types.AdminSecondFactorDocument;
  'mutation AdminSendDirectMessage($conversationId: String!, $body: String!) {\n  adminSendDirectMessage(conversationId: $conversationId, body: $body) {\n    ...DirectMessageFields\n  }\n}': typeof types.AdminSendDirectMessageDocument;
  'mutation AdminSetCommunityPrompt($day: Int!, $text: String!) {\n  adminSetCommunityPrompt(day: $day, text: $text) {\n    day\n    text\n  }\n}': typeof types.AdminSetCommunityPromptDocument;
  'query AdminWorkouts($gender: String!) {\n  adminWorkouts(gender: $gender) {\n    id\n    order\n    title\n    isRestDay\n    exercises {\n      id\n      title\n      description\n      videoId\n      videoIdMale\n      videoIdFemale\n      sets\n      reps\n      workSeconds\n      restSeconds\n    }\n  }\n}': typeof types.AdminWorkoutsDocument;
  'mutation ApproveReview($id: ID!) {\n  approveReview(id: $id) {\n    id\n    status\n  }\n}': typeof types.ApproveReviewDocument;
  'mutation ConfirmAdminSecondFactor($code: String!) {\n  confirmAdminSecondFactor(code: $code) {\n    recoveryCodes\n  }\n}': typeof types.ConfirmAdminSecondFactorDocument;
  'mutation CreateMagicLink($username: String!) {\n  createMagicLink(username: $username, expiresInHours: 48) {\n    magicLink\n    username\n    expiresAt\n  }\n}': typeof types.CreateMagicLinkDocument;
  'mutation GrantAccess($userId: Int!, $edition: String!) {\n  grantAccess(userId: $userId, edition: $edition) {\n    enrolmentId\n    editionNumber\n    startDate\n    endDate\n  }\n}': typeof types.GrantAccessDocument;
  'mutation ImportPreApprovedEmails($emails: String!) {\n  importPreApprovedEmails(emails: $emails) {\n    added\n    skipped\n    invalid\n  }\n}': typeof types.ImportPreApprovedEmailsDocument;
  'query PreApprovedEmails {\n  preApprovedEmails\n}': typeof types.PreApprovedEmailsDocument;
  'mutation RefreshVideoCache {\n  refreshVideoCache {\n    cacheVersion\n  }\n}': typeof types.RefreshVideoCacheDocument;
  'mutation RejectReview($id: ID!) {\n  rejectReview(id: $id) {\n    id\n    status\n  }\n}': typeof types.RejectReviewDocument;
  'mutation RemovePreApprovedEmails($emails: [String!]!) {\n  removePreApprovedEmails(emails: $emails) {\n    removed\n    missing\n  }\n}': typeof types.RemovePreApprovedEmailsDocument;
  'mutation ResolveDiscrepancy($paymentId: String!, $resolution: String!) {\n  resolveDiscrepancy(paymentId: $paymentId, resolution: $resolution) {\n    paymentId\n    status\n  }\n}': typeof types.ResolveDiscrepancyDocument;
  'mutation RevokeAccess($enrolmentId: String!) {\n  revokeAccess(enrolmentId: $enrolmentId) {\n    success\n    enrolmentId\n  }\n}': typeof types.RevokeAccessDocument;
  'mutation StartAdminSecondFactor($code: String) {\n  startAdminSecondFactor(code: $code) {\n    secret\n    qrCode\n  }\n}': typeof types.StartAdminSecondFactorDocument;
  'fragment TrainerConversationFields on CommunityTrainerConversation {\n  entry {\n    ...CommunityInboxEntryFields\n  }\n  messages {\n    ...DirectMessageFields\n  }\n}': typeof types.TrainerConversationFieldsFragmentDoc;
  'mutation UpdateExercisePrescription($unitId: Int!, $exerciseId: Int!, $sets: Int!, $reps: Int, $workSeconds: Int, $restSeconds: Int!) {\n  updateExercisePrescription(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    sets: $sets\n    reps: $reps\n    workSeconds: $workSeconds\n    restSeconds: $restSeconds\n  ) {\n    success\n    exerciseId\n    sets\n    reps\n    workSeconds\n    restSeconds\n  }\n}': typeof types.UpdateExercisePrescriptionDocument;
  'mutation UpdateExerciseVideo($unitId: Int!, $exerciseId: Int!, $gender: String!, $videoId: String!) {\n  updateExerciseVideo(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    gender: $gender\n    videoId: $videoId\n  ) {\n    success\n    exerciseId\n    gender\n    videoId\n  }\n}': typeof types.UpdateExerciseVideoDocument;
  'fragment CurrentUser on User {\n  id\n  username\n  email\n  firstName\n  fullName\n  gender\n  isAdmin\n  hasPaid\n  emailVerified\n  hasAccess\n  timezone\n  timezoneLabel\n  streak\n  progress\n}': typeof types.CurrentUserFragmentDoc;
  'mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    adminAuth\n    user {\n      ...CurrentUser\n    }\n  }\n}': typeof types.LoginDocument;
  'mutation Logout {\n  logout\n}': typeof types.LogoutDocument;
  'query Me {\n  me {\n    ...CurrentUser\n  }\n}': typeof types.MeDocument;
  'mutation MobileLogin($input: LoginInput!) {\n  mobileLogin(input: $input) {\n    adminAuth\n    auth {\n      token\n    }\n    user {\n      ...CurrentUser\n    }\n  }\n}': typeof types.MobileLoginDocument;
  'mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUser\n  }\n}': typeof types.RegisterDocument;
  'mutation CancelSubscriptionRenewal {\n  cancelSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}': typeof types.CancelSubscriptionRenewalDocument;
  'mutation ComputeNutritionPlan($personalData: NutritionDataInput!, $checkoutProof: String) {\n  computeNutritionPlan(personalData: $personalData, checkoutProof: $checkoutProof) {\n    ...NutritionPlanFields\n  }\n}': typeof types.ComputeNutritionPlanDocument;
  'mutation ConfirmSimulatedPayment($input: SimulatedCardInput!) {\n  confirmSimulatedPayment(input: $input) {\n    status\n    paymentId\n  }\n}': typeof types.ConfirmSimulatedPaymentDocument;
  'mutation CreateSubscription($personalData: PersonalDataInput!) {\n  createSubscription(personalData: $personalData) {\n    clientSecret\n    subscriptionId\n    provider\n    publishableKey\n    amountCents\n    currency\n  }\n}': typeof types.CreateSubscriptionDocument;
  'query MyNutritionPlan {\n  myNutritionPlan {\n    ...NutritionPlanFields\n  }\n}': typeof types.MyNutritionPlanDocument;
  'fragment NutritionPlanFields on NutritionPlan {\n  goal\n  goalDescription\n  dailyCalories\n  macros {\n    protein\n    carbs\n    fat\n    calories\n  }\n  meals {\n    name\n    protein\n    carbs\n    fat\n    suggestions\n  }\n  recommendations\n  createdAt\n}': typeof types.NutritionPlanFieldsFragmentDoc;
  'query PriceQuote {\n  priceQuote {\n    country\n    currency\n    symbol\n    amount\n    baseAmountUsd\n    source\n    guaranteeDays\n  }\n}': typeof types.PriceQuoteDocument;
  'mutation RecordStorePurchase($input: StorePurchaseInput!) {\n  recordStorePurchase(input: $input) {\n    success\n    message\n  }\n}': typeof types.RecordStorePurchaseDocument;
  'mutation ResumeSubscriptionRenewal {\n  resumeSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}': typeof types.ResumeSubscriptionRenewalDocument;
  'fragment SubscriptionStatusFields on SubscriptionStatus {\n  hasSubscription\n  status\n  isPreaproved\n  message\n  currentPeriodEnd\n  subscriptionId\n  cancelAtPeriodEnd\n}': typeof types.SubscriptionStatusFieldsFragmentDoc;
  'query SubscriptionStatus {\n  subscriptionStatus {\n    ...SubscriptionStatusFields\n  }\n}': typeof types.SubscriptionStatusDocument;
  'mutation UpdatePaymentStatus($hasPaid: Boolean!) {\n  updatePaymentStatus(hasPaid: $hasPaid) {\n    success\n    hasPaid\n    message\n  }\n}': typeof types.UpdatePaymentStatusDocument;
  'query CacheVersion {\n  cacheVersion {\n    cacheVersion\n  }\n}': typeof types.CacheVersionDocument;
  'query ChallengeDay {\n  challengeDay {\n    dayOfChallenge\n    currentDay\n    currentWeek\n    currentDate\n    percentage\n    isRestDay\n    restDays\n    streak\n    bestStreak\n    progress\n    days {\n      day\n      status\n    }\n    todaysUnit {\n      id\n      title\n      exercises {\n        id\n      }\n    }\n    todaysWorkout {\n      id\n      title\n      description\n      duration\n      exercises {\n        id\n        title\n        techniqueKey\n        completed\n      }\n    }\n    access {\n      status\n      enrolmentId\n      daysUntilStart\n      edition {\n        number\n        startDate\n        endDate\n      }\n      nextEdition {\n        number\n        startDate\n        endDate\n      }\n    }\n  }\n}': typeof types.ChallengeDayDocument;
  'mutation CompleteExercise($exerciseId: Int!, $unitId: Int!) {\n  completeExercise(exerciseId: $exerciseId, unitId: $unitId) {\n    success\n    exerciseId\n    unitId\n    unitCompleted\n    streak\n    progress\n    unit {\n      ...WorkoutUnitFields\n    }\n    exercise {\n      id\n      completed\n    }\n  }\n}': typeof types.CompleteExerciseDocument;
  'query DailyGoal {\n  dailyGoal {\n    day\n    unitId\n    title\n    isRestDay\n    completedExercises\n    totalExercises\n    completed\n  }\n}': typeof types.DailyGoalDocument;
  'query Exercise($exerciseId: Int!, $unitId: Int!) {\n  exercise(exerciseId: $exerciseId, unitId: $unitId) {\n    id\n    position\n    total\n    title\n    description\n    duration\n    sets\n    reps\n    workSeconds\n    restSeconds\n    techniqueKey\n    techniqueSteps\n    videoId\n    completed\n    unit {\n      id\n      order\n      title\n      description\n      isRestDay\n    }\n  }\n}': typeof types.ExerciseDocument;
  'query MemberStats {\n  me {\n    id\n    streak\n    progress\n  }\n}': typeof types.MemberStatsDocument;
  'query Timezones {\n  timezones {\n    timezones {\n      value\n      label\n    }\n    regions {\n      name\n      timezones\n    }\n  }\n}': typeof types.TimezonesDocument;
  'mutation UpdateTimezone($timezone: String!) {\n  updateTimezone(timezone: $timezone) {\n    success\n    timezone\n    timezoneLabel\n    message\n  }\n}': typeof types.UpdateTimezoneDocument;
  'mutation UpdateVideoVersion($gender: String!) {\n  updateVideoVersion(gender: $gender) {\n    success\n    gender\n    message\n  }\n}': typeof types.UpdateVideoVersionDocument;
  'fragment WorkoutUnitFields on WorkoutUnit {\n  id\n  order\n  week\n  title\n  description\n  duration\n  isRestDay\n  completedExercises\n  isComplete\n  isToday\n  locked\n  lockReason\n  exercises {\n    id\n    position\n    title\n    videoId\n    techniqueKey\n    completed\n  }\n}': typeof types.WorkoutUnitFieldsFragmentDoc;
  'query WorkoutUnit($id: Int!) {\n  workoutUnit(id: $id) {\n    ...WorkoutUnitFields\n  }\n}': typeof types.WorkoutUnitDocument;
  'query WorkoutUnits {\n  workoutUnits {\n    ...WorkoutUnitFields\n  }\n}': typeof types.WorkoutUnitsDocument;
  'subscription CommunityEvents {\n  communityEvents {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}': typeof types.CommunityEventsDocument;
  'query CommunityFeed($cursor: String) {\n  communityFeed(cursor: $cursor) {\n    posts {\n      ...CommunityPostFields\n    }\n    nextCursor\n  }\n}': typeof types.CommunityFeedDocument;
  'fragment CommunityPostFields on CommunityPost {\n  id\n  parentId\n  author {\n    name\n    trainer\n    day\n    streak\n  }\n  body\n  pinned\n  hidden\n  reactions\n  reactedByMe\n  replies\n  safetyNote\n  photo {\n    url\n    width\n    height\n  }\n  createdAt\n}': typeof types.CommunityPostFieldsFragmentDoc;
  'query CommunityPrompt {\n  communityPrompt {\n    day\n    prompt\n  }\n}': typeof types.CommunityPromptDocument;
  'query CommunityThread($id: String!) {\n  communityThread(id: $id) {\n    post {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}': typeof types.CommunityThreadDocument;
  'mutation CreateCommunityPost($body: String!, $parentId: String, $photoUploadId: String) {\n  createCommunityPost(\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}': typeof types.CreateCommunityPostDocument;
  'query DashboardCommunity {\n  communityCard {\n    pinned {\n      id\n      body\n      authorName\n    }\n    unread\n  }\n}': typeof types.DashboardCommunityDocument;
  'query DirectConversation {\n  directConversation {\n    id\n    unread\n    messages {\n      ...DirectMessageFields\n    }\n  }\n}': typeof types.DirectConversationDocument;
  'fragment DirectMessageFields on DirectMessage {\n  id\n  conversationId\n  fromTrainer\n  authorName\n  body\n  createdAt\n}': typeof types.DirectMessageFieldsFragmentDoc;
  'subscription DirectMessages {\n  directMessages {\n    ...DirectMessageFields\n  }\n}': typeof types.DirectMessagesDocument;
  'mutation ReactToCommunityPost($id: String!, $on: Boolean!) {\n  reactToCommunityPost(id: $id, on: $on) {\n    ...CommunityPostFields\n  }\n}': typeof types.ReactToCommunityPostDocument;
  'mutation ReportCommunityPost($id: String!) {\n  reportCommunityPost(id: $id) {\n    reported\n  }\n}': typeof types.ReportCommunityPostDocument;
  'mutation SendDirectMessage($body: String!) {\n  sendDirectMessage(body: $body) {\n    ...DirectMessageFields\n  }\n}': typeof types.SendDirectMessageDocument;
  'mutation ChangeEmail($email: String!) {\n  changeEmail(email: $email) {\n    success\n    message\n  }\n}': typeof types.ChangeEmailDocument;
  'mutation ConfirmEmailByCheckout($checkoutProof: String!) {\n  confirmEmailByCheckout(checkoutProof: $checkoutProof) {\n    success\n    message\n  }\n}': typeof types.ConfirmEmailByCheckoutDocument;
  'mutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    success\n    message\n  }\n}': typeof types.ConfirmEmailDocument;
  'mutation ResendEmailVerification {\n  resendEmailVerification {\n    success\n    message\n  }\n}': typeof types.ResendEmailVerificationDocument;
  'query WaitingAccess {\n  waitingAccess {\n    email\n    reason\n    edition {\n      number\n      startDate\n      endDate\n    }\n  }\n}': typeof types.WaitingAccessDocument;
  'mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n    resetLink\n  }\n}': typeof types.RequestPasswordResetDocument;
  'mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    success\n    message\n  }\n}': typeof types.ResetPasswordDocument;
  'query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token) {\n    valid\n    message\n  }\n}': typeof types.ValidateResetTokenDocument;
  'mutation AddPushSubscription($subscription: PushSubscriptionInput!) {\n  addPushSubscription(subscription: $subscription)\n}': typeof types.AddPushSubscriptionDocument;
  'fragment NotificationSettingsFields on NotificationSettings {\n  dailyReminder\n  reminderTime\n  email\n  push\n  streakNudge\n  community\n}': typeof types.NotificationSettingsFieldsFragmentDoc;
  'query NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingsFields\n  }\n}': typeof types.NotificationSettingsDocument;
  'query PushPublicKey {\n  pushPublicKey\n}': typeof types.PushPublicKeyDocument;
  'mutation RemovePushSubscription($endpoint: String!) {\n  removePushSubscription(endpoint: $endpoint)\n}': typeof types.RemovePushSubscriptionDocument;
  'mutation UnsubscribeReminder($token: String!) {\n  unsubscribeReminder(token: $token) {\n    kind\n    message\n  }\n}': typeof types.UnsubscribeReminderDocument;
  'mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    ...NotificationSettingsFields\n  }\n}': typeof types.UpdateNotificationSettingsDocument;
  'mutation AnswerSurveyByLink($token: String!, $recommend: Boolean!) {\n  answerSurveyByLink(token: $token, recommend: $recommend) {\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n    }\n  }\n}': typeof types.AnswerSurveyByLinkDocument;
  'mutation AnswerSurvey($answer: SurveyAnswerInput!) {\n  answerSurvey(answer: $answer) {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}': typeof types.AnswerSurveyDocument;
  'query Survey {\n  survey {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}': typeof types.SurveyDocument;
  'mutation CoachConversation($message: String!) {\n  coachConversation(message: $message) {\n    response\n    success\n    suggestions {\n      label\n      question\n    }\n  }\n}': typeof types.CoachConversationDocument;
};
const documents: Documents = {
  'query AdminSession {\n  adminSession {\n    valid\n    username\n  }\n}': types.AdminSessionDocument,
  'mutation RenewSession($token: String) {\n  renewSession(token: $token) {\n    success\n    message\n    auth {\n      token\n    }\n  }\n}':
    types.RenewSessionDocument,
  'mutation RequestEmergencyAccess($email: String!) {\n  requestEmergencyAccess(email: $email) {\n    message\n  }\n}':
    types.RequestEmergencyAccessDocument,
  'mutation VerifyDeviceToken($token: String!) {\n  verifyDeviceToken(token: $token) {\n    success\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}':
    types.VerifyDeviceTokenDocument,
  'mutation AddPreApprovedEmail($email: String!) {\n  addPreApprovedEmail(email: $email) {\n    email\n  }\n}':
    types.AddPreApprovedEmailDocument,
  'query AdminAudit($limit: Int!, $before: Int) {\n  adminAudit(limit: $limit, before: $before) {\n    nextBefore\n    entries {\n      id\n      action\n      actor {\n        id\n        username\n      }\n      target\n      before\n      after\n      requestId\n      at\n    }\n  }\n}':
    types.AdminAuditDocument,
  'query AdminCommunityConversation($conversationId: String!) {\n  adminCommunityConversation(conversationId: $conversationId) {\n    ...TrainerConversationFields\n  }\n}':
    types.AdminCommunityConversationDocument,
  'subscription AdminCommunityGroupEvents($groupKey: String!) {\n  adminCommunityGroupEvents(groupKey: $groupKey) {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}':
    types.AdminCommunityGroupEventsDocument,
  'query AdminCommunityGroup($groupKey: String) {\n  adminCommunityGroup(groupKey: $groupKey) {\n    groups\n    groupKey\n    posts {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}':
    types.AdminCommunityGroupDocument,
  'fragment CommunityInboxEntryFields on CommunityInboxEntry {\n  conversationId\n  userId\n  memberName\n  unread\n  awaitingSince\n  lastMessageAt\n  lastMessage\n  day\n  streak\n  lastCompletedAt\n}\n\nquery AdminCommunityInbox {\n  adminCommunityInbox {\n    ...CommunityInboxEntryFields\n  }\n  adminCommunityMissing {\n    userId\n    memberName\n    missedDays\n    day\n    streak\n    lastCompletedAt\n    conversationId\n  }\n}':
    types.CommunityInboxEntryFieldsFragmentDoc,
  'subscription AdminCommunityMessages {\n  adminCommunityMessages {\n    userId\n    message {\n      ...DirectMessageFields\n    }\n  }\n}':
    types.AdminCommunityMessagesDocument,
  'mutation AdminCommunityPost($groupKey: String!, $body: String!, $parentId: String, $photoUploadId: String) {\n  adminCommunityPost(\n    groupKey: $groupKey\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}':
    types.AdminCommunityPostDocument,
  'query AdminCommunityPrompts {\n  adminCommunityPrompts {\n    day\n    text\n  }\n}':
    types.AdminCommunityPromptsDocument,
  'query AdminCommunityReports {\n  adminCommunityReports {\n    reports\n    lastReportedAt\n    post {\n      ...CommunityPostFields\n    }\n  }\n}':
    types.AdminCommunityReportsDocument,
  'query AdminDiscrepancies {\n  adminDiscrepancies {\n    paymentId\n    kind\n    provider\n    providerPaymentId\n    email\n    amountCents\n    currency\n    paidAt\n  }\n}':
    types.AdminDiscrepanciesDocument,
  'mutation AdminHideCommunityPost($id: String!, $hidden: Boolean!) {\n  adminHideCommunityPost(id: $id, hidden: $hidden) {\n    ...CommunityPostFields\n  }\n}':
    types.AdminHideCommunityPostDocument,
  'query AdminInsights($edition: Int!) {\n  adminInsights(edition: $edition) {\n    edition\n    members\n    completionsPerDay\n    funnel {\n      visits\n      checkoutsStarted\n      paid\n      refunded\n      disputed\n      activeDay1\n      completedAll\n      renewed\n      cancelled\n    }\n    remindersPerDay {\n      daily\n      nudge\n    }\n    reviews {\n      published\n      verified\n      averageRating\n    }\n    satisfaction {\n      answers\n      satisfied\n      recommend\n    }\n    heatmap {\n      userId\n      days\n    }\n    atRisk {\n      userId\n      missedInARow\n      lastCompletedDay\n    }\n    atRiskCount\n    money {\n      currency\n      payments\n      grossCents\n      refundsCents\n      disputesCents\n      netCents\n    }\n    refundReasons {\n      reason\n      refunds\n    }\n  }\n}':
    types.AdminInsightsDocument,
  'query AdminMembers($query: String!, $offset: Int!, $limit: Int!, $userId: Int) {\n  adminMembers(query: $query, offset: $offset, limit: $limit, userId: $userId) {\n    total\n    members {\n      id\n      username\n      email\n      gender\n      timezone\n      timezoneLabel\n      hasPaid\n      createdAt\n      accessStatus\n      day\n      streak\n      progress\n      enrolments {\n        id\n        editionNumber\n        startDate\n        endDate\n        source\n        revoked\n      }\n    }\n  }\n}':
    types.AdminMembersDocument,
  'mutation AdminMuteCommunityMember($postId: String!, $hours: Int!) {\n  adminMuteCommunityMember(postId: $postId, hours: $hours) {\n    authorName\n    mutedUntil\n  }\n}':
    types.AdminMuteCommunityMemberDocument,
  'mutation AdminOpenConversation($userId: Int!) {\n  adminOpenConversation(userId: $userId) {\n    ...TrainerConversationFields\n  }\n}':
    types.AdminOpenConversationDocument,
  'mutation AdminPinCommunityPost($id: String!, $pinned: Boolean!) {\n  adminPinCommunityPost(id: $id, pinned: $pinned) {\n    ...CommunityPostFields\n  }\n}':
    types.AdminPinCommunityPostDocument,
  'query AdminReviews($status: String!) {\n  adminReviews(status: $status) {\n    id\n    title\n    body\n    rating\n    createdAt\n    email\n    photoUrl\n    status\n    proof\n    reviewer {\n      name\n      verifiedBuyer\n    }\n  }\n}':
    types.AdminReviewsDocument,
  'query AdminSecondFactor {\n  adminSecondFactor {\n    enabled\n    recoveryCodesLeft\n  }\n}':
    types.AdminSecondFactorDocument,
  'mutation AdminSendDirectMessage($conversationId: String!, $body: String!) {\n  adminSendDirectMessage(conversationId: $conversationId, body: $body) {\n    ...DirectMessageFields\n  }\n}':
    types.AdminSendDirectMessageDocument,
  'mutation AdminSetCommunityPrompt($day: Int!, $text: String!) {\n  adminSetCommunityPrompt(day: $day, text: $text) {\n    day\n    text\n  }\n}':
    types.AdminSetCommunityPromptDocument,
  'query AdminWorkouts($gender: String!) {\n  adminWorkouts(gender: $gender) {\n    id\n    order\n    title\n    isRestDay\n    exercises {\n      id\n      title\n      description\n      videoId\n      videoIdMale\n      videoIdFemale\n      sets\n      reps\n      workSeconds\n      restSeconds\n    }\n  }\n}':
    types.AdminWorkoutsDocument,
  'mutation ApproveReview($id: ID!) {\n  approveReview(id: $id) {\n    id\n    status\n  }\n}':
    types.ApproveReviewDocument,
  'mutation ConfirmAdminSecondFactor($code: String!) {\n  confirmAdminSecondFactor(code: $code) {\n    recoveryCodes\n  }\n}':
    types.ConfirmAdminSecondFactorDocument,
  'mutation CreateMagicLink($username: String!) {\n  createMagicLink(username: $username, expiresInHours: 48) {\n    magicLink\n    username\n    expiresAt\n  }\n}':
    types.CreateMagicLinkDocument,
  'mutation GrantAccess($userId: Int!, $edition: String!) {\n  grantAccess(userId: $userId, edition: $edition) {\n    enrolmentId\n    editionNumber\n    startDate\n    endDate\n  }\n}':
    types.GrantAccessDocument,
  'mutation ImportPreApprovedEmails($emails: String!) {\n  importPreApprovedEmails(emails: $emails) {\n    added\n    skipped\n    invalid\n  }\n}':
    types.ImportPreApprovedEmailsDocument,
  'query PreApprovedEmails {\n  preApprovedEmails\n}': types.PreApprovedEmailsDocument,
  'mutation RefreshVideoCache {\n  refreshVideoCache {\n    cacheVersion\n  }\n}': types.RefreshVideoCacheDocument,
  'mutation RejectReview($id: ID!) {\n  rejectReview(id: $id) {\n    id\n    status\n  }\n}':
    types.RejectReviewDocument,
  'mutation RemovePreApprovedEmails($emails: [String!]!) {\n  removePreApprovedEmails(emails: $emails) {\n    removed\n    missing\n  }\n}':
    types.RemovePreApprovedEmailsDocument,
  'mutation ResolveDiscrepancy($paymentId: String!, $resolution: String!) {\n  resolveDiscrepancy(paymentId: $paymentId, resolution: $resolution) {\n    paymentId\n    status\n  }\n}':
    types.ResolveDiscrepancyDocument,
  'mutation RevokeAccess($enrolmentId: String!) {\n  revokeAccess(enrolmentId: $enrolmentId) {\n    success\n    enrolmentId\n  }\n}':
    types.RevokeAccessDocument,
  'mutation StartAdminSecondFactor($code: String) {\n  startAdminSecondFactor(code: $code) {\n    secret\n    qrCode\n  }\n}':
    types.StartAdminSecondFactorDocument,
  'fragment TrainerConversationFields on CommunityTrainerConversation {\n  entry {\n    ...CommunityInboxEntryFields\n  }\n  messages {\n    ...DirectMessageFields\n  }\n}':
    types.TrainerConversationFieldsFragmentDoc,
  'mutation UpdateExercisePrescription($unitId: Int!, $exerciseId: Int!, $sets: Int!, $reps: Int, $workSeconds: Int, $restSeconds: Int!) {\n  updateExercisePrescription(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    sets: $sets\n    reps: $reps\n    workSeconds: $workSeconds\n    restSeconds: $restSeconds\n  ) {\n    success\n    exerciseId\n    sets\n    reps\n    workSeconds\n    restSeconds\n  }\n}':
    types.UpdateExercisePrescriptionDocument,
  'mutation UpdateExerciseVideo($unitId: Int!, $exerciseId: Int!, $gender: String!, $videoId: String!) {\n  updateExerciseVideo(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    gender: $gender\n    videoId: $videoId\n  ) {\n    success\n    exerciseId\n    gender\n    videoId\n  }\n}':
    types.UpdateExerciseVideoDocument,
  'fragment CurrentUser on User {\n  id\n  username\n  email\n  firstName\n  fullName\n  gender\n  isAdmin\n  hasPaid\n  emailVerified\n  hasAccess\n  timezone\n  timezoneLabel\n  streak\n  progress\n}':
    types.CurrentUserFragmentDoc,
  'mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    adminAuth\n    user {\n      ...CurrentUser\n    }\n  }\n}':
    types.LoginDocument,
  'mutation Logout {\n  logout\n}': types.LogoutDocument,
  'query Me {\n  me {\n    ...CurrentUser\n  }\n}': types.MeDocument,
  'mutation MobileLogin($input: LoginInput!) {\n  mobileLogin(input: $input) {\n    adminAuth\n    auth {\n      token\n    }\n    user {\n      ...CurrentUser\n    }\n  }\n}':
    types.MobileLoginDocument,
  'mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUser\n  }\n}':
    types.RegisterDocument,
  'mutation CancelSubscriptionRenewal {\n  cancelSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}':
    types.CancelSubscriptionRenewalDocument,
  'mutation ComputeNutritionPlan($personalData: NutritionDataInput!, $checkoutProof: String) {\n  computeNutritionPlan(personalData: $personalData, checkoutProof: $checkoutProof) {\n    ...NutritionPlanFields\n  }\n}':
    types.ComputeNutritionPlanDocument,
  'mutation ConfirmSimulatedPayment($input: SimulatedCardInput!) {\n  confirmSimulatedPayment(input: $input) {\n    status\n    paymentId\n  }\n}':
    types.ConfirmSimulatedPaymentDocument,
  'mutation CreateSubscription($personalData: PersonalDataInput!) {\n  createSubscription(personalData: $personalData) {\n    clientSecret\n    subscriptionId\n    provider\n    publishableKey\n    amountCents\n    currency\n  }\n}':
    types.CreateSubscriptionDocument,
  'query MyNutritionPlan {\n  myNutritionPlan {\n    ...NutritionPlanFields\n  }\n}': types.MyNutritionPlanDocument,
  'fragment NutritionPlanFields on NutritionPlan {\n  goal\n  goalDescription\n  dailyCalories\n  macros {\n    protein\n    carbs\n    fat\n    calories\n  }\n  meals {\n    name\n    protein\n    carbs\n    fat\n    suggestions\n  }\n  recommendations\n  createdAt\n}':
    types.NutritionPlanFieldsFragmentDoc,
  'query PriceQuote {\n  priceQuote {\n    country\n    currency\n    symbol\n    amount\n    baseAmountUsd\n    source\n    guaranteeDays\n  }\n}':
    types.PriceQuoteDocument,
  'mutation RecordStorePurchase($input: StorePurchaseInput!) {\n  recordStorePurchase(input: $input) {\n    success\n    message\n  }\n}':
    types.RecordStorePurchaseDocument,
  'mutation ResumeSubscriptionRenewal {\n  resumeSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}':
    types.ResumeSubscriptionRenewalDocument,
  'fragment SubscriptionStatusFields on SubscriptionStatus {\n  hasSubscription\n  status\n  isPreaproved\n  message\n  currentPeriodEnd\n  subscriptionId\n  cancelAtPeriodEnd\n}':
    types.SubscriptionStatusFieldsFragmentDoc,
  'query SubscriptionStatus {\n  subscriptionStatus {\n    ...SubscriptionStatusFields\n  }\n}':
    types.SubscriptionStatusDocument,
  'mutation UpdatePaymentStatus($hasPaid: Boolean!) {\n  updatePaymentStatus(hasPaid: $hasPaid) {\n    success\n    hasPaid\n    message\n  }\n}':
    types.UpdatePaymentStatusDocument,
  'query CacheVersion {\n  cacheVersion {\n    cacheVersion\n  }\n}': types.CacheVersionDocument,
  'query ChallengeDay {\n  challengeDay {\n    dayOfChallenge\n    currentDay\n    currentWeek\n    currentDate\n    percentage\n    isRestDay\n    restDays\n    streak\n    bestStreak\n    progress\n    days {\n      day\n      status\n    }\n    todaysUnit {\n      id\n      title\n      exercises {\n        id\n      }\n    }\n    todaysWorkout {\n      id\n      title\n      description\n      duration\n      exercises {\n        id\n        title\n        techniqueKey\n        completed\n      }\n    }\n    access {\n      status\n      enrolmentId\n      daysUntilStart\n      edition {\n        number\n        startDate\n        endDate\n      }\n      nextEdition {\n        number\n        startDate\n        endDate\n      }\n    }\n  }\n}':
    types.ChallengeDayDocument,
  'mutation CompleteExercise($exerciseId: Int!, $unitId: Int!) {\n  completeExercise(exerciseId: $exerciseId, unitId: $unitId) {\n    success\n    exerciseId\n    unitId\n    unitCompleted\n    streak\n    progress\n    unit {\n      ...WorkoutUnitFields\n    }\n    exercise {\n      id\n      completed\n    }\n  }\n}':
    types.CompleteExerciseDocument,
  'query DailyGoal {\n  dailyGoal {\n    day\n    unitId\n    title\n    isRestDay\n    completedExercises\n    totalExercises\n    completed\n  }\n}':
    types.DailyGoalDocument,
  'query Exercise($exerciseId: Int!, $unitId: Int!) {\n  exercise(exerciseId: $exerciseId, unitId: $unitId) {\n    id\n    position\n    total\n    title\n    description\n    duration\n    sets\n    reps\n    workSeconds\n    restSeconds\n    techniqueKey\n    techniqueSteps\n    videoId\n    completed\n    unit {\n      id\n      order\n      title\n      description\n      isRestDay\n    }\n  }\n}':
    types.ExerciseDocument,
  'query MemberStats {\n  me {\n    id\n    streak\n    progress\n  }\n}': types.MemberStatsDocument,
  'query Timezones {\n  timezones {\n    timezones {\n      value\n      label\n    }\n    regions {\n      name\n      timezones\n    }\n  }\n}':
    types.TimezonesDocument,
  'mutation UpdateTimezone($timezone: String!) {\n  updateTimezone(timezone: $timezone) {\n    success\n    timezone\n    timezoneLabel\n    message\n  }\n}':
    types.UpdateTimezoneDocument,
  'mutation UpdateVideoVersion($gender: String!) {\n  updateVideoVersion(gender: $gender) {\n    success\n    gender\n    message\n  }\n}':
    types.UpdateVideoVersionDocument,
  'fragment WorkoutUnitFields on WorkoutUnit {\n  id\n  order\n  week\n  title\n  description\n  duration\n  isRestDay\n  completedExercises\n  isComplete\n  isToday\n  locked\n  lockReason\n  exercises {\n    id\n    position\n    title\n    videoId\n    techniqueKey\n    completed\n  }\n}':
    types.WorkoutUnitFieldsFragmentDoc,
  'query WorkoutUnit($id: Int!) {\n  workoutUnit(id: $id) {\n    ...WorkoutUnitFields\n  }\n}':
    types.WorkoutUnitDocument,
  'query WorkoutUnits {\n  workoutUnits {\n    ...WorkoutUnitFields\n  }\n}': types.WorkoutUnitsDocument,
  'subscription CommunityEvents {\n  communityEvents {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}':
    types.CommunityEventsDocument,
  'query CommunityFeed($cursor: String) {\n  communityFeed(cursor: $cursor) {\n    posts {\n      ...CommunityPostFields\n    }\n    nextCursor\n  }\n}':
    types.CommunityFeedDocument,
  'fragment CommunityPostFields on CommunityPost {\n  id\n  parentId\n  author {\n    name\n    trainer\n    day\n    streak\n  }\n  body\n  pinned\n  hidden\n  reactions\n  reactedByMe\n  replies\n  safetyNote\n  photo {\n    url\n    width\n    height\n  }\n  createdAt\n}':
    types.CommunityPostFieldsFragmentDoc,
  'query CommunityPrompt {\n  communityPrompt {\n    day\n    prompt\n  }\n}': types.CommunityPromptDocument,
  'query CommunityThread($id: String!) {\n  communityThread(id: $id) {\n    post {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}':
    types.CommunityThreadDocument,
  'mutation CreateCommunityPost($body: String!, $parentId: String, $photoUploadId: String) {\n  createCommunityPost(\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}':
    types.CreateCommunityPostDocument,
  'query DashboardCommunity {\n  communityCard {\n    pinned {\n      id\n      body\n      authorName\n    }\n    unread\n  }\n}':
    types.DashboardCommunityDocument,
  'query DirectConversation {\n  directConversation {\n    id\n    unread\n    messages {\n      ...DirectMessageFields\n    }\n  }\n}':
    types.DirectConversationDocument,
  'fragment DirectMessageFields on DirectMessage {\n  id\n  conversationId\n  fromTrainer\n  authorName\n  body\n  createdAt\n}':
    types.DirectMessageFieldsFragmentDoc,
  'subscription DirectMessages {\n  directMessages {\n    ...DirectMessageFields\n  }\n}': types.DirectMessagesDocument,
  'mutation ReactToCommunityPost($id: String!, $on: Boolean!) {\n  reactToCommunityPost(id: $id, on: $on) {\n    ...CommunityPostFields\n  }\n}':
    types.ReactToCommunityPostDocument,
  'mutation ReportCommunityPost($id: String!) {\n  reportCommunityPost(id: $id) {\n    reported\n  }\n}':
    types.ReportCommunityPostDocument,
  'mutation SendDirectMessage($body: String!) {\n  sendDirectMessage(body: $body) {\n    ...DirectMessageFields\n  }\n}':
    types.SendDirectMessageDocument,
  'mutation ChangeEmail($email: String!) {\n  changeEmail(email: $email) {\n    success\n    message\n  }\n}':
    types.ChangeEmailDocument,
  'mutation ConfirmEmailByCheckout($checkoutProof: String!) {\n  confirmEmailByCheckout(checkoutProof: $checkoutProof) {\n    success\n    message\n  }\n}':
    types.ConfirmEmailByCheckoutDocument,
  'mutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    success\n    message\n  }\n}':
    types.ConfirmEmailDocument,
  'mutation ResendEmailVerification {\n  resendEmailVerification {\n    success\n    message\n  }\n}':
    types.ResendEmailVerificationDocument,
  'query WaitingAccess {\n  waitingAccess {\n    email\n    reason\n    edition {\n      number\n      startDate\n      endDate\n    }\n  }\n}':
    types.WaitingAccessDocument,
  'mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n    resetLink\n  }\n}':
    types.RequestPasswordResetDocument,
  'mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    success\n    message\n  }\n}':
    types.ResetPasswordDocument,
  'query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token) {\n    valid\n    message\n  }\n}':
    types.ValidateResetTokenDocument,
  'mutation AddPushSubscription($subscription: PushSubscriptionInput!) {\n  addPushSubscription(subscription: $subscription)\n}':
    types.AddPushSubscriptionDocument,
  'fragment NotificationSettingsFields on NotificationSettings {\n  dailyReminder\n  reminderTime\n  email\n  push\n  streakNudge\n  community\n}':
    types.NotificationSettingsFieldsFragmentDoc,
  'query NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingsFields\n  }\n}':
    types.NotificationSettingsDocument,
  'query PushPublicKey {\n  pushPublicKey\n}': types.PushPublicKeyDocument,
  'mutation RemovePushSubscription($endpoint: String!) {\n  removePushSubscription(endpoint: $endpoint)\n}':
    types.RemovePushSubscriptionDocument,
  'mutation UnsubscribeReminder($token: String!) {\n  unsubscribeReminder(token: $token) {\n    kind\n    message\n  }\n}':
    types.UnsubscribeReminderDocument,
  'mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    ...NotificationSettingsFields\n  }\n}':
    types.UpdateNotificationSettingsDocument,
  'mutation AnswerSurveyByLink($token: String!, $recommend: Boolean!) {\n  answerSurveyByLink(token: $token, recommend: $recommend) {\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n    }\n  }\n}':
    types.AnswerSurveyByLinkDocument,
  'mutation AnswerSurvey($answer: SurveyAnswerInput!) {\n  answerSurvey(answer: $answer) {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}':
    types.AnswerSurveyDocument,
  'query Survey {\n  survey {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}':
    types.SurveyDocument,
  'mutation CoachConversation($message: String!) {\n  coachConversation(message: $message) {\n    response\n    success\n    suggestions {\n      label\n      question\n    }\n  }\n}':
    types.CoachConversationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminSession {\n  adminSession {\n    valid\n    username\n  }\n}',
): (typeof documents)['query AdminSession {\n  adminSession {\n    valid\n    username\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RenewSession($token: String) {\n  renewSession(token: $token) {\n    success\n    message\n    auth {\n      token\n    }\n  }\n}',
): (typeof documents)['mutation RenewSession($token: String) {\n  renewSession(token: $token) {\n    success\n    message\n    auth {\n      token\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RequestEmergencyAccess($email: String!) {\n  requestEmergencyAccess(email: $email) {\n    message\n  }\n}',
): (typeof documents)['mutation RequestEmergencyAccess($email: String!) {\n  requestEmergencyAccess(email: $email) {\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation VerifyDeviceToken($token: String!) {\n  verifyDeviceToken(token: $token) {\n    success\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}',
): (typeof documents)['mutation VerifyDeviceToken($token: String!) {\n  verifyDeviceToken(token: $token) {\n    success\n    token\n    user {\n      ...CurrentUser\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddPreApprovedEmail($email: String!) {\n  addPreApprovedEmail(email: $email) {\n    email\n  }\n}',
): (typeof documents)['mutation AddPreApprovedEmail($email: String!) {\n  addPreApprovedEmail(email: $email) {\n    email\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminAudit($limit: Int!, $before: Int) {\n  adminAudit(limit: $limit, before: $before) {\n    nextBefore\n    entries {\n      id\n      action\n      actor {\n        id\n        username\n      }\n      target\n      before\n      after\n      requestId\n      at\n    }\n  }\n}',
): (typeof documents)['query AdminAudit($limit: Int!, $before: Int) {\n  adminAudit(limit: $limit, before: $before) {\n    nextBefore\n    entries {\n      id\n      action\n      actor {\n        id\n        username\n      }\n      target\n      before\n      after\n      requestId\n      at\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminCommunityConversation($conversationId: String!) {\n  adminCommunityConversation(conversationId: $conversationId) {\n    ...TrainerConversationFields\n  }\n}',
): (typeof documents)['query AdminCommunityConversation($conversationId: String!) {\n  adminCommunityConversation(conversationId: $conversationId) {\n    ...TrainerConversationFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'subscription AdminCommunityGroupEvents($groupKey: String!) {\n  adminCommunityGroupEvents(groupKey: $groupKey) {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}',
): (typeof documents)['subscription AdminCommunityGroupEvents($groupKey: String!) {\n  adminCommunityGroupEvents(groupKey: $groupKey) {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminCommunityGroup($groupKey: String) {\n  adminCommunityGroup(groupKey: $groupKey) {\n    groups\n    groupKey\n    posts {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}',
): (typeof documents)['query AdminCommunityGroup($groupKey: String) {\n  adminCommunityGroup(groupKey: $groupKey) {\n    groups\n    groupKey\n    posts {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CommunityInboxEntryFields on CommunityInboxEntry {\n  conversationId\n  userId\n  memberName\n  unread\n  awaitingSince\n  lastMessageAt\n  lastMessage\n  day\n  streak\n  lastCompletedAt\n}\n\nquery AdminCommunityInbox {\n  adminCommunityInbox {\n    ...CommunityInboxEntryFields\n  }\n  adminCommunityMissing {\n    userId\n    memberName\n    missedDays\n    day\n    streak\n    lastCompletedAt\n    conversationId\n  }\n}',
): (typeof documents)['fragment CommunityInboxEntryFields on CommunityInboxEntry {\n  conversationId\n  userId\n  memberName\n  unread\n  awaitingSince\n  lastMessageAt\n  lastMessage\n  day\n  streak\n  lastCompletedAt\n}\n\nquery AdminCommunityInbox {\n  adminCommunityInbox {\n    ...CommunityInboxEntryFields\n  }\n  adminCommunityMissing {\n    userId\n    memberName\n    missedDays\n    day\n    streak\n    lastCompletedAt\n    conversationId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'subscription AdminCommunityMessages {\n  adminCommunityMessages {\n    userId\n    message {\n      ...DirectMessageFields\n    }\n  }\n}',
): (typeof documents)['subscription AdminCommunityMessages {\n  adminCommunityMessages {\n    userId\n    message {\n      ...DirectMessageFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AdminCommunityPost($groupKey: String!, $body: String!, $parentId: String, $photoUploadId: String) {\n  adminCommunityPost(\n    groupKey: $groupKey\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}',
): (typeof documents)['mutation AdminCommunityPost($groupKey: String!, $body: String!, $parentId: String, $photoUploadId: String) {\n  adminCommunityPost(\n    groupKey: $groupKey\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminCommunityPrompts {\n  adminCommunityPrompts {\n    day\n    text\n  }\n}',
): (typeof documents)['query AdminCommunityPrompts {\n  adminCommunityPrompts {\n    day\n    text\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminCommunityReports {\n  adminCommunityReports {\n    reports\n    lastReportedAt\n    post {\n      ...CommunityPostFields\n    }\n  }\n}',
): (typeof documents)['query AdminCommunityReports {\n  adminCommunityReports {\n    reports\n    lastReportedAt\n    post {\n      ...CommunityPostFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminDiscrepancies {\n  adminDiscrepancies {\n    paymentId\n    kind\n    provider\n    providerPaymentId\n    email\n    amountCents\n    currency\n    paidAt\n  }\n}',
): (typeof documents)['query AdminDiscrepancies {\n  adminDiscrepancies {\n    paymentId\n    kind\n    provider\n    providerPaymentId\n    email\n    amountCents\n    currency\n    paidAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AdminHideCommunityPost($id: String!, $hidden: Boolean!) {\n  adminHideCommunityPost(id: $id, hidden: $hidden) {\n    ...CommunityPostFields\n  }\n}',
): (typeof documents)['mutation AdminHideCommunityPost($id: String!, $hidden: Boolean!) {\n  adminHideCommunityPost(id: $id, hidden: $hidden) {\n    ...CommunityPostFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminInsights($edition: Int!) {\n  adminInsights(edition: $edition) {\n    edition\n    members\n    completionsPerDay\n    funnel {\n      visits\n      checkoutsStarted\n      paid\n      refunded\n      disputed\n      activeDay1\n      completedAll\n      renewed\n      cancelled\n    }\n    remindersPerDay {\n      daily\n      nudge\n    }\n    reviews {\n      published\n      verified\n      averageRating\n    }\n    satisfaction {\n      answers\n      satisfied\n      recommend\n    }\n    heatmap {\n      userId\n      days\n    }\n    atRisk {\n      userId\n      missedInARow\n      lastCompletedDay\n    }\n    atRiskCount\n    money {\n      currency\n      payments\n      grossCents\n      refundsCents\n      disputesCents\n      netCents\n    }\n    refundReasons {\n      reason\n      refunds\n    }\n  }\n}',
): (typeof documents)['query AdminInsights($edition: Int!) {\n  adminInsights(edition: $edition) {\n    edition\n    members\n    completionsPerDay\n    funnel {\n      visits\n      checkoutsStarted\n      paid\n      refunded\n      disputed\n      activeDay1\n      completedAll\n      renewed\n      cancelled\n    }\n    remindersPerDay {\n      daily\n      nudge\n    }\n    reviews {\n      published\n      verified\n      averageRating\n    }\n    satisfaction {\n      answers\n      satisfied\n      recommend\n    }\n    heatmap {\n      userId\n      days\n    }\n    atRisk {\n      userId\n      missedInARow\n      lastCompletedDay\n    }\n    atRiskCount\n    money {\n      currency\n      payments\n      grossCents\n      refundsCents\n      disputesCents\n      netCents\n    }\n    refundReasons {\n      reason\n      refunds\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminMembers($query: String!, $offset: Int!, $limit: Int!, $userId: Int) {\n  adminMembers(query: $query, offset: $offset, limit: $limit, userId: $userId) {\n    total\n    members {\n      id\n      username\n      email\n      gender\n      timezone\n      timezoneLabel\n      hasPaid\n      createdAt\n      accessStatus\n      day\n      streak\n      progress\n      enrolments {\n        id\n        editionNumber\n        startDate\n        endDate\n        source\n        revoked\n      }\n    }\n  }\n}',
): (typeof documents)['query AdminMembers($query: String!, $offset: Int!, $limit: Int!, $userId: Int) {\n  adminMembers(query: $query, offset: $offset, limit: $limit, userId: $userId) {\n    total\n    members {\n      id\n      username\n      email\n      gender\n      timezone\n      timezoneLabel\n      hasPaid\n      createdAt\n      accessStatus\n      day\n      streak\n      progress\n      enrolments {\n        id\n        editionNumber\n        startDate\n        endDate\n        source\n        revoked\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AdminMuteCommunityMember($postId: String!, $hours: Int!) {\n  adminMuteCommunityMember(postId: $postId, hours: $hours) {\n    authorName\n    mutedUntil\n  }\n}',
): (typeof documents)['mutation AdminMuteCommunityMember($postId: String!, $hours: Int!) {\n  adminMuteCommunityMember(postId: $postId, hours: $hours) {\n    authorName\n    mutedUntil\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AdminOpenConversation($userId: Int!) {\n  adminOpenConversation(userId: $userId) {\n    ...TrainerConversationFields\n  }\n}',
): (typeof documents)['mutation AdminOpenConversation($userId: Int!) {\n  adminOpenConversation(userId: $userId) {\n    ...TrainerConversationFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AdminPinCommunityPost($id: String!, $pinned: Boolean!) {\n  adminPinCommunityPost(id: $id, pinned: $pinned) {\n    ...CommunityPostFields\n  }\n}',
): (typeof documents)['mutation AdminPinCommunityPost($id: String!, $pinned: Boolean!) {\n  adminPinCommunityPost(id: $id, pinned: $pinned) {\n    ...CommunityPostFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminReviews($status: String!) {\n  adminReviews(status: $status) {\n    id\n    title\n    body\n    rating\n    createdAt\n    email\n    photoUrl\n    status\n    proof\n    reviewer {\n      name\n      verifiedBuyer\n    }\n  }\n}',
): (typeof documents)['query AdminReviews($status: String!) {\n  adminReviews(status: $status) {\n    id\n    title\n    body\n    rating\n    createdAt\n    email\n    photoUrl\n    status\n    proof\n    reviewer {\n      name\n      verifiedBuyer\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminSecondFactor {\n  adminSecondFactor {\n    enabled\n    recoveryCodesLeft\n  }\n}',
): (typeof documents)['query AdminSecondFactor {\n  adminSecondFactor {\n    enabled\n    recoveryCodesLeft\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AdminSendDirectMessage($conversationId: String!, $body: String!) {\n  adminSendDirectMessage(conversationId: $conversationId, body: $body) {\n    ...DirectMessageFields\n  }\n}',
): (typeof documents)['mutation AdminSendDirectMessage($conversationId: String!, $body: String!) {\n  adminSendDirectMessage(conversationId: $conversationId, body: $body) {\n    ...DirectMessageFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AdminSetCommunityPrompt($day: Int!, $text: String!) {\n  adminSetCommunityPrompt(day: $day, text: $text) {\n    day\n    text\n  }\n}',
): (typeof documents)['mutation AdminSetCommunityPrompt($day: Int!, $text: String!) {\n  adminSetCommunityPrompt(day: $day, text: $text) {\n    day\n    text\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AdminWorkouts($gender: String!) {\n  adminWorkouts(gender: $gender) {\n    id\n    order\n    title\n    isRestDay\n    exercises {\n      id\n      title\n      description\n      videoId\n      videoIdMale\n      videoIdFemale\n      sets\n      reps\n      workSeconds\n      restSeconds\n    }\n  }\n}',
): (typeof documents)['query AdminWorkouts($gender: String!) {\n  adminWorkouts(gender: $gender) {\n    id\n    order\n    title\n    isRestDay\n    exercises {\n      id\n      title\n      description\n      videoId\n      videoIdMale\n      videoIdFemale\n      sets\n      reps\n      workSeconds\n      restSeconds\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ApproveReview($id: ID!) {\n  approveReview(id: $id) {\n    id\n    status\n  }\n}',
): (typeof documents)['mutation ApproveReview($id: ID!) {\n  approveReview(id: $id) {\n    id\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ConfirmAdminSecondFactor($code: String!) {\n  confirmAdminSecondFactor(code: $code) {\n    recoveryCodes\n  }\n}',
): (typeof documents)['mutation ConfirmAdminSecondFactor($code: String!) {\n  confirmAdminSecondFactor(code: $code) {\n    recoveryCodes\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateMagicLink($username: String!) {\n  createMagicLink(username: $username, expiresInHours: 48) {\n    magicLink\n    username\n    expiresAt\n  }\n}',
): (typeof documents)['mutation CreateMagicLink($username: String!) {\n  createMagicLink(username: $username, expiresInHours: 48) {\n    magicLink\n    username\n    expiresAt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation GrantAccess($userId: Int!, $edition: String!) {\n  grantAccess(userId: $userId, edition: $edition) {\n    enrolmentId\n    editionNumber\n    startDate\n    endDate\n  }\n}',
): (typeof documents)['mutation GrantAccess($userId: Int!, $edition: String!) {\n  grantAccess(userId: $userId, edition: $edition) {\n    enrolmentId\n    editionNumber\n    startDate\n    endDate\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ImportPreApprovedEmails($emails: String!) {\n  importPreApprovedEmails(emails: $emails) {\n    added\n    skipped\n    invalid\n  }\n}',
): (typeof documents)['mutation ImportPreApprovedEmails($emails: String!) {\n  importPreApprovedEmails(emails: $emails) {\n    added\n    skipped\n    invalid\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PreApprovedEmails {\n  preApprovedEmails\n}',
): (typeof documents)['query PreApprovedEmails {\n  preApprovedEmails\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RefreshVideoCache {\n  refreshVideoCache {\n    cacheVersion\n  }\n}',
): (typeof documents)['mutation RefreshVideoCache {\n  refreshVideoCache {\n    cacheVersion\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RejectReview($id: ID!) {\n  rejectReview(id: $id) {\n    id\n    status\n  }\n}',
): (typeof documents)['mutation RejectReview($id: ID!) {\n  rejectReview(id: $id) {\n    id\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemovePreApprovedEmails($emails: [String!]!) {\n  removePreApprovedEmails(emails: $emails) {\n    removed\n    missing\n  }\n}',
): (typeof documents)['mutation RemovePreApprovedEmails($emails: [String!]!) {\n  removePreApprovedEmails(emails: $emails) {\n    removed\n    missing\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResolveDiscrepancy($paymentId: String!, $resolution: String!) {\n  resolveDiscrepancy(paymentId: $paymentId, resolution: $resolution) {\n    paymentId\n    status\n  }\n}',
): (typeof documents)['mutation ResolveDiscrepancy($paymentId: String!, $resolution: String!) {\n  resolveDiscrepancy(paymentId: $paymentId, resolution: $resolution) {\n    paymentId\n    status\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RevokeAccess($enrolmentId: String!) {\n  revokeAccess(enrolmentId: $enrolmentId) {\n    success\n    enrolmentId\n  }\n}',
): (typeof documents)['mutation RevokeAccess($enrolmentId: String!) {\n  revokeAccess(enrolmentId: $enrolmentId) {\n    success\n    enrolmentId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation StartAdminSecondFactor($code: String) {\n  startAdminSecondFactor(code: $code) {\n    secret\n    qrCode\n  }\n}',
): (typeof documents)['mutation StartAdminSecondFactor($code: String) {\n  startAdminSecondFactor(code: $code) {\n    secret\n    qrCode\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment TrainerConversationFields on CommunityTrainerConversation {\n  entry {\n    ...CommunityInboxEntryFields\n  }\n  messages {\n    ...DirectMessageFields\n  }\n}',
): (typeof documents)['fragment TrainerConversationFields on CommunityTrainerConversation {\n  entry {\n    ...CommunityInboxEntryFields\n  }\n  messages {\n    ...DirectMessageFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateExercisePrescription($unitId: Int!, $exerciseId: Int!, $sets: Int!, $reps: Int, $workSeconds: Int, $restSeconds: Int!) {\n  updateExercisePrescription(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    sets: $sets\n    reps: $reps\n    workSeconds: $workSeconds\n    restSeconds: $restSeconds\n  ) {\n    success\n    exerciseId\n    sets\n    reps\n    workSeconds\n    restSeconds\n  }\n}',
): (typeof documents)['mutation UpdateExercisePrescription($unitId: Int!, $exerciseId: Int!, $sets: Int!, $reps: Int, $workSeconds: Int, $restSeconds: Int!) {\n  updateExercisePrescription(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    sets: $sets\n    reps: $reps\n    workSeconds: $workSeconds\n    restSeconds: $restSeconds\n  ) {\n    success\n    exerciseId\n    sets\n    reps\n    workSeconds\n    restSeconds\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateExerciseVideo($unitId: Int!, $exerciseId: Int!, $gender: String!, $videoId: String!) {\n  updateExerciseVideo(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    gender: $gender\n    videoId: $videoId\n  ) {\n    success\n    exerciseId\n    gender\n    videoId\n  }\n}',
): (typeof documents)['mutation UpdateExerciseVideo($unitId: Int!, $exerciseId: Int!, $gender: String!, $videoId: String!) {\n  updateExerciseVideo(\n    unitId: $unitId\n    exerciseId: $exerciseId\n    gender: $gender\n    videoId: $videoId\n  ) {\n    success\n    exerciseId\n    gender\n    videoId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CurrentUser on User {\n  id\n  username\n  email\n  firstName\n  fullName\n  gender\n  isAdmin\n  hasPaid\n  emailVerified\n  hasAccess\n  timezone\n  timezoneLabel\n  streak\n  progress\n}',
): (typeof documents)['fragment CurrentUser on User {\n  id\n  username\n  email\n  firstName\n  fullName\n  gender\n  isAdmin\n  hasPaid\n  emailVerified\n  hasAccess\n  timezone\n  timezoneLabel\n  streak\n  progress\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    adminAuth\n    user {\n      ...CurrentUser\n    }\n  }\n}',
): (typeof documents)['mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    adminAuth\n    user {\n      ...CurrentUser\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: 'mutation Logout {\n  logout\n}'): (typeof documents)['mutation Logout {\n  logout\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Me {\n  me {\n    ...CurrentUser\n  }\n}',
): (typeof documents)['query Me {\n  me {\n    ...CurrentUser\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation MobileLogin($input: LoginInput!) {\n  mobileLogin(input: $input) {\n    adminAuth\n    auth {\n      token\n    }\n    user {\n      ...CurrentUser\n    }\n  }\n}',
): (typeof documents)['mutation MobileLogin($input: LoginInput!) {\n  mobileLogin(input: $input) {\n    adminAuth\n    auth {\n      token\n    }\n    user {\n      ...CurrentUser\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUser\n  }\n}',
): (typeof documents)['mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    ...CurrentUser\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CancelSubscriptionRenewal {\n  cancelSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}',
): (typeof documents)['mutation CancelSubscriptionRenewal {\n  cancelSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ComputeNutritionPlan($personalData: NutritionDataInput!, $checkoutProof: String) {\n  computeNutritionPlan(personalData: $personalData, checkoutProof: $checkoutProof) {\n    ...NutritionPlanFields\n  }\n}',
): (typeof documents)['mutation ComputeNutritionPlan($personalData: NutritionDataInput!, $checkoutProof: String) {\n  computeNutritionPlan(personalData: $personalData, checkoutProof: $checkoutProof) {\n    ...NutritionPlanFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ConfirmSimulatedPayment($input: SimulatedCardInput!) {\n  confirmSimulatedPayment(input: $input) {\n    status\n    paymentId\n  }\n}',
): (typeof documents)['mutation ConfirmSimulatedPayment($input: SimulatedCardInput!) {\n  confirmSimulatedPayment(input: $input) {\n    status\n    paymentId\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateSubscription($personalData: PersonalDataInput!) {\n  createSubscription(personalData: $personalData) {\n    clientSecret\n    subscriptionId\n    provider\n    publishableKey\n    amountCents\n    currency\n  }\n}',
): (typeof documents)['mutation CreateSubscription($personalData: PersonalDataInput!) {\n  createSubscription(personalData: $personalData) {\n    clientSecret\n    subscriptionId\n    provider\n    publishableKey\n    amountCents\n    currency\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MyNutritionPlan {\n  myNutritionPlan {\n    ...NutritionPlanFields\n  }\n}',
): (typeof documents)['query MyNutritionPlan {\n  myNutritionPlan {\n    ...NutritionPlanFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment NutritionPlanFields on NutritionPlan {\n  goal\n  goalDescription\n  dailyCalories\n  macros {\n    protein\n    carbs\n    fat\n    calories\n  }\n  meals {\n    name\n    protein\n    carbs\n    fat\n    suggestions\n  }\n  recommendations\n  createdAt\n}',
): (typeof documents)['fragment NutritionPlanFields on NutritionPlan {\n  goal\n  goalDescription\n  dailyCalories\n  macros {\n    protein\n    carbs\n    fat\n    calories\n  }\n  meals {\n    name\n    protein\n    carbs\n    fat\n    suggestions\n  }\n  recommendations\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PriceQuote {\n  priceQuote {\n    country\n    currency\n    symbol\n    amount\n    baseAmountUsd\n    source\n    guaranteeDays\n  }\n}',
): (typeof documents)['query PriceQuote {\n  priceQuote {\n    country\n    currency\n    symbol\n    amount\n    baseAmountUsd\n    source\n    guaranteeDays\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RecordStorePurchase($input: StorePurchaseInput!) {\n  recordStorePurchase(input: $input) {\n    success\n    message\n  }\n}',
): (typeof documents)['mutation RecordStorePurchase($input: StorePurchaseInput!) {\n  recordStorePurchase(input: $input) {\n    success\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResumeSubscriptionRenewal {\n  resumeSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}',
): (typeof documents)['mutation ResumeSubscriptionRenewal {\n  resumeSubscriptionRenewal {\n    ...SubscriptionStatusFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment SubscriptionStatusFields on SubscriptionStatus {\n  hasSubscription\n  status\n  isPreaproved\n  message\n  currentPeriodEnd\n  subscriptionId\n  cancelAtPeriodEnd\n}',
): (typeof documents)['fragment SubscriptionStatusFields on SubscriptionStatus {\n  hasSubscription\n  status\n  isPreaproved\n  message\n  currentPeriodEnd\n  subscriptionId\n  cancelAtPeriodEnd\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query SubscriptionStatus {\n  subscriptionStatus {\n    ...SubscriptionStatusFields\n  }\n}',
): (typeof documents)['query SubscriptionStatus {\n  subscriptionStatus {\n    ...SubscriptionStatusFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdatePaymentStatus($hasPaid: Boolean!) {\n  updatePaymentStatus(hasPaid: $hasPaid) {\n    success\n    hasPaid\n    message\n  }\n}',
): (typeof documents)['mutation UpdatePaymentStatus($hasPaid: Boolean!) {\n  updatePaymentStatus(hasPaid: $hasPaid) {\n    success\n    hasPaid\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CacheVersion {\n  cacheVersion {\n    cacheVersion\n  }\n}',
): (typeof documents)['query CacheVersion {\n  cacheVersion {\n    cacheVersion\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ChallengeDay {\n  challengeDay {\n    dayOfChallenge\n    currentDay\n    currentWeek\n    currentDate\n    percentage\n    isRestDay\n    restDays\n    streak\n    bestStreak\n    progress\n    days {\n      day\n      status\n    }\n    todaysUnit {\n      id\n      title\n      exercises {\n        id\n      }\n    }\n    todaysWorkout {\n      id\n      title\n      description\n      duration\n      exercises {\n        id\n        title\n        techniqueKey\n        completed\n      }\n    }\n    access {\n      status\n      enrolmentId\n      daysUntilStart\n      edition {\n        number\n        startDate\n        endDate\n      }\n      nextEdition {\n        number\n        startDate\n        endDate\n      }\n    }\n  }\n}',
): (typeof documents)['query ChallengeDay {\n  challengeDay {\n    dayOfChallenge\n    currentDay\n    currentWeek\n    currentDate\n    percentage\n    isRestDay\n    restDays\n    streak\n    bestStreak\n    progress\n    days {\n      day\n      status\n    }\n    todaysUnit {\n      id\n      title\n      exercises {\n        id\n      }\n    }\n    todaysWorkout {\n      id\n      title\n      description\n      duration\n      exercises {\n        id\n        title\n        techniqueKey\n        completed\n      }\n    }\n    access {\n      status\n      enrolmentId\n      daysUntilStart\n      edition {\n        number\n        startDate\n        endDate\n      }\n      nextEdition {\n        number\n        startDate\n        endDate\n      }\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CompleteExercise($exerciseId: Int!, $unitId: Int!) {\n  completeExercise(exerciseId: $exerciseId, unitId: $unitId) {\n    success\n    exerciseId\n    unitId\n    unitCompleted\n    streak\n    progress\n    unit {\n      ...WorkoutUnitFields\n    }\n    exercise {\n      id\n      completed\n    }\n  }\n}',
): (typeof documents)['mutation CompleteExercise($exerciseId: Int!, $unitId: Int!) {\n  completeExercise(exerciseId: $exerciseId, unitId: $unitId) {\n    success\n    exerciseId\n    unitId\n    unitCompleted\n    streak\n    progress\n    unit {\n      ...WorkoutUnitFields\n    }\n    exercise {\n      id\n      completed\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query DailyGoal {\n  dailyGoal {\n    day\n    unitId\n    title\n    isRestDay\n    completedExercises\n    totalExercises\n    completed\n  }\n}',
): (typeof documents)['query DailyGoal {\n  dailyGoal {\n    day\n    unitId\n    title\n    isRestDay\n    completedExercises\n    totalExercises\n    completed\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Exercise($exerciseId: Int!, $unitId: Int!) {\n  exercise(exerciseId: $exerciseId, unitId: $unitId) {\n    id\n    position\n    total\n    title\n    description\n    duration\n    sets\n    reps\n    workSeconds\n    restSeconds\n    techniqueKey\n    techniqueSteps\n    videoId\n    completed\n    unit {\n      id\n      order\n      title\n      description\n      isRestDay\n    }\n  }\n}',
): (typeof documents)['query Exercise($exerciseId: Int!, $unitId: Int!) {\n  exercise(exerciseId: $exerciseId, unitId: $unitId) {\n    id\n    position\n    total\n    title\n    description\n    duration\n    sets\n    reps\n    workSeconds\n    restSeconds\n    techniqueKey\n    techniqueSteps\n    videoId\n    completed\n    unit {\n      id\n      order\n      title\n      description\n      isRestDay\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query MemberStats {\n  me {\n    id\n    streak\n    progress\n  }\n}',
): (typeof documents)['query MemberStats {\n  me {\n    id\n    streak\n    progress\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Timezones {\n  timezones {\n    timezones {\n      value\n      label\n    }\n    regions {\n      name\n      timezones\n    }\n  }\n}',
): (typeof documents)['query Timezones {\n  timezones {\n    timezones {\n      value\n      label\n    }\n    regions {\n      name\n      timezones\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateTimezone($timezone: String!) {\n  updateTimezone(timezone: $timezone) {\n    success\n    timezone\n    timezoneLabel\n    message\n  }\n}',
): (typeof documents)['mutation UpdateTimezone($timezone: String!) {\n  updateTimezone(timezone: $timezone) {\n    success\n    timezone\n    timezoneLabel\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateVideoVersion($gender: String!) {\n  updateVideoVersion(gender: $gender) {\n    success\n    gender\n    message\n  }\n}',
): (typeof documents)['mutation UpdateVideoVersion($gender: String!) {\n  updateVideoVersion(gender: $gender) {\n    success\n    gender\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment WorkoutUnitFields on WorkoutUnit {\n  id\n  order\n  week\n  title\n  description\n  duration\n  isRestDay\n  completedExercises\n  isComplete\n  isToday\n  locked\n  lockReason\n  exercises {\n    id\n    position\n    title\n    videoId\n    techniqueKey\n    completed\n  }\n}',
): (typeof documents)['fragment WorkoutUnitFields on WorkoutUnit {\n  id\n  order\n  week\n  title\n  description\n  duration\n  isRestDay\n  completedExercises\n  isComplete\n  isToday\n  locked\n  lockReason\n  exercises {\n    id\n    position\n    title\n    videoId\n    techniqueKey\n    completed\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WorkoutUnit($id: Int!) {\n  workoutUnit(id: $id) {\n    ...WorkoutUnitFields\n  }\n}',
): (typeof documents)['query WorkoutUnit($id: Int!) {\n  workoutUnit(id: $id) {\n    ...WorkoutUnitFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WorkoutUnits {\n  workoutUnits {\n    ...WorkoutUnitFields\n  }\n}',
): (typeof documents)['query WorkoutUnits {\n  workoutUnits {\n    ...WorkoutUnitFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'subscription CommunityEvents {\n  communityEvents {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}',
): (typeof documents)['subscription CommunityEvents {\n  communityEvents {\n    change\n    post {\n      ...CommunityPostFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommunityFeed($cursor: String) {\n  communityFeed(cursor: $cursor) {\n    posts {\n      ...CommunityPostFields\n    }\n    nextCursor\n  }\n}',
): (typeof documents)['query CommunityFeed($cursor: String) {\n  communityFeed(cursor: $cursor) {\n    posts {\n      ...CommunityPostFields\n    }\n    nextCursor\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CommunityPostFields on CommunityPost {\n  id\n  parentId\n  author {\n    name\n    trainer\n    day\n    streak\n  }\n  body\n  pinned\n  hidden\n  reactions\n  reactedByMe\n  replies\n  safetyNote\n  photo {\n    url\n    width\n    height\n  }\n  createdAt\n}',
): (typeof documents)['fragment CommunityPostFields on CommunityPost {\n  id\n  parentId\n  author {\n    name\n    trainer\n    day\n    streak\n  }\n  body\n  pinned\n  hidden\n  reactions\n  reactedByMe\n  replies\n  safetyNote\n  photo {\n    url\n    width\n    height\n  }\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommunityPrompt {\n  communityPrompt {\n    day\n    prompt\n  }\n}',
): (typeof documents)['query CommunityPrompt {\n  communityPrompt {\n    day\n    prompt\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query CommunityThread($id: String!) {\n  communityThread(id: $id) {\n    post {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}',
): (typeof documents)['query CommunityThread($id: String!) {\n  communityThread(id: $id) {\n    post {\n      ...CommunityPostFields\n    }\n    replies {\n      ...CommunityPostFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CreateCommunityPost($body: String!, $parentId: String, $photoUploadId: String) {\n  createCommunityPost(\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}',
): (typeof documents)['mutation CreateCommunityPost($body: String!, $parentId: String, $photoUploadId: String) {\n  createCommunityPost(\n    body: $body\n    parentId: $parentId\n    photoUploadId: $photoUploadId\n  ) {\n    ...CommunityPostFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query DashboardCommunity {\n  communityCard {\n    pinned {\n      id\n      body\n      authorName\n    }\n    unread\n  }\n}',
): (typeof documents)['query DashboardCommunity {\n  communityCard {\n    pinned {\n      id\n      body\n      authorName\n    }\n    unread\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query DirectConversation {\n  directConversation {\n    id\n    unread\n    messages {\n      ...DirectMessageFields\n    }\n  }\n}',
): (typeof documents)['query DirectConversation {\n  directConversation {\n    id\n    unread\n    messages {\n      ...DirectMessageFields\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment DirectMessageFields on DirectMessage {\n  id\n  conversationId\n  fromTrainer\n  authorName\n  body\n  createdAt\n}',
): (typeof documents)['fragment DirectMessageFields on DirectMessage {\n  id\n  conversationId\n  fromTrainer\n  authorName\n  body\n  createdAt\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'subscription DirectMessages {\n  directMessages {\n    ...DirectMessageFields\n  }\n}',
): (typeof documents)['subscription DirectMessages {\n  directMessages {\n    ...DirectMessageFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReactToCommunityPost($id: String!, $on: Boolean!) {\n  reactToCommunityPost(id: $id, on: $on) {\n    ...CommunityPostFields\n  }\n}',
): (typeof documents)['mutation ReactToCommunityPost($id: String!, $on: Boolean!) {\n  reactToCommunityPost(id: $id, on: $on) {\n    ...CommunityPostFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ReportCommunityPost($id: String!) {\n  reportCommunityPost(id: $id) {\n    reported\n  }\n}',
): (typeof documents)['mutation ReportCommunityPost($id: String!) {\n  reportCommunityPost(id: $id) {\n    reported\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SendDirectMessage($body: String!) {\n  sendDirectMessage(body: $body) {\n    ...DirectMessageFields\n  }\n}',
): (typeof documents)['mutation SendDirectMessage($body: String!) {\n  sendDirectMessage(body: $body) {\n    ...DirectMessageFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ChangeEmail($email: String!) {\n  changeEmail(email: $email) {\n    success\n    message\n  }\n}',
): (typeof documents)['mutation ChangeEmail($email: String!) {\n  changeEmail(email: $email) {\n    success\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ConfirmEmailByCheckout($checkoutProof: String!) {\n  confirmEmailByCheckout(checkoutProof: $checkoutProof) {\n    success\n    message\n  }\n}',
): (typeof documents)['mutation ConfirmEmailByCheckout($checkoutProof: String!) {\n  confirmEmailByCheckout(checkoutProof: $checkoutProof) {\n    success\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    success\n    message\n  }\n}',
): (typeof documents)['mutation ConfirmEmail($token: String!) {\n  confirmEmail(token: $token) {\n    success\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResendEmailVerification {\n  resendEmailVerification {\n    success\n    message\n  }\n}',
): (typeof documents)['mutation ResendEmailVerification {\n  resendEmailVerification {\n    success\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query WaitingAccess {\n  waitingAccess {\n    email\n    reason\n    edition {\n      number\n      startDate\n      endDate\n    }\n  }\n}',
): (typeof documents)['query WaitingAccess {\n  waitingAccess {\n    email\n    reason\n    edition {\n      number\n      startDate\n      endDate\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n    resetLink\n  }\n}',
): (typeof documents)['mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email) {\n    success\n    message\n    resetLink\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    success\n    message\n  }\n}',
): (typeof documents)['mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    success\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token) {\n    valid\n    message\n  }\n}',
): (typeof documents)['query ValidateResetToken($token: String!) {\n  validateResetToken(token: $token) {\n    valid\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AddPushSubscription($subscription: PushSubscriptionInput!) {\n  addPushSubscription(subscription: $subscription)\n}',
): (typeof documents)['mutation AddPushSubscription($subscription: PushSubscriptionInput!) {\n  addPushSubscription(subscription: $subscription)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment NotificationSettingsFields on NotificationSettings {\n  dailyReminder\n  reminderTime\n  email\n  push\n  streakNudge\n  community\n}',
): (typeof documents)['fragment NotificationSettingsFields on NotificationSettings {\n  dailyReminder\n  reminderTime\n  email\n  push\n  streakNudge\n  community\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingsFields\n  }\n}',
): (typeof documents)['query NotificationSettings {\n  notificationSettings {\n    ...NotificationSettingsFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PushPublicKey {\n  pushPublicKey\n}',
): (typeof documents)['query PushPublicKey {\n  pushPublicKey\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation RemovePushSubscription($endpoint: String!) {\n  removePushSubscription(endpoint: $endpoint)\n}',
): (typeof documents)['mutation RemovePushSubscription($endpoint: String!) {\n  removePushSubscription(endpoint: $endpoint)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UnsubscribeReminder($token: String!) {\n  unsubscribeReminder(token: $token) {\n    kind\n    message\n  }\n}',
): (typeof documents)['mutation UnsubscribeReminder($token: String!) {\n  unsubscribeReminder(token: $token) {\n    kind\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    ...NotificationSettingsFields\n  }\n}',
): (typeof documents)['mutation UpdateNotificationSettings($input: NotificationSettingsInput!) {\n  updateNotificationSettings(input: $input) {\n    ...NotificationSettingsFields\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AnswerSurveyByLink($token: String!, $recommend: Boolean!) {\n  answerSurveyByLink(token: $token, recommend: $recommend) {\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n    }\n  }\n}',
): (typeof documents)['mutation AnswerSurveyByLink($token: String!, $recommend: Boolean!) {\n  answerSurveyByLink(token: $token, recommend: $recommend) {\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation AnswerSurvey($answer: SurveyAnswerInput!) {\n  answerSurvey(answer: $answer) {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}',
): (typeof documents)['mutation AnswerSurvey($answer: SurveyAnswerInput!) {\n  answerSurvey(answer: $answer) {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Survey {\n  survey {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}',
): (typeof documents)['query Survey {\n  survey {\n    due\n    edition\n    inviteReview\n    answer {\n      satisfaction\n      recommend\n      answeredAt\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation CoachConversation($message: String!) {\n  coachConversation(message: $message) {\n    response\n    success\n    suggestions {\n      label\n      question\n    }\n  }\n}',
): (typeof documents)['mutation CoachConversation($message: String!) {\n  coachConversation(message: $message) {\n    response\n    success\n    suggestions {\n      label\n      question\n    }\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
