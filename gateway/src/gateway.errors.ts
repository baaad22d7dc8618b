import {
  AdminMessages,
  BillingMessages,
  ErrorCodes,
  IdentityMessages,
  PhotoMessages,
  ReviewsMessages,
  VoiceErrorCodes,
  VoiceMessages,
  WebhookMessages,
} from '@reto/contracts';
import { errorCatalogue } from '@reto/platform';

/** Every refusal the gateway itself answers (the services' own travel from them): status, code and Spanish message. */
export const GatewayErrors = errorCatalogue({
  unauthenticated: { status: 401, code: ErrorCodes.unauthenticated, message: IdentityMessages.unauthenticated },
  adminCredentialInvalid: { status: 403, code: ErrorCodes.forbidden, message: IdentityMessages.adminCredentialInvalid },
  adminSecondFactorSetupRequired: {
    status: 403,
    code: ErrorCodes.adminSecondFactorSetupRequired,
    message: IdentityMessages.adminSecondFactorSetupRequired,
  },
  tooManyRequests: { status: 429, code: ErrorCodes.rateLimited, message: IdentityMessages.tooManyRequests },
  emailNotListed: { status: 404, code: ErrorCodes.notFound, message: AdminMessages.emailNotListed },
  memberNotFound: { status: 404, code: ErrorCodes.notFound, message: AdminMessages.memberNotFound },
  alreadyHasAccess: { status: 409, code: 'already_has_access', message: BillingMessages.alreadyHasAccess },
  paymentTestDisabled: { status: 403, code: 'payment_test_disabled', message: BillingMessages.paymentTestDisabled },
  photoNotFound: { status: 404, code: ErrorCodes.notFound, message: ReviewsMessages.photoNotFound },
  photoTooLarge: { status: 413, code: 'photo_too_large', message: ReviewsMessages.photoTooLarge },
  photoMissing: { status: 400, code: ErrorCodes.validation, message: PhotoMessages.missing },
  photoTypeRefused: { status: 400, code: 'photo_type_refused', message: PhotoMessages.typeRefused },
  audioRequired: { status: 400, code: ErrorCodes.validation, message: VoiceMessages.audioRequired },
  audioTooLarge: { status: 413, code: VoiceErrorCodes.audioTooLarge, message: VoiceMessages.audioTooLarge },
  audioNotAudio: { status: 415, code: VoiceErrorCodes.audioInvalid, message: VoiceMessages.audioNotAudio },
  speechUnavailable: {
    status: 503,
    code: VoiceErrorCodes.providerUnavailable,
    message: VoiceMessages.speechUnavailable,
  },
  webhookNotConfigured: { status: 400, code: 'webhook_not_configured', message: WebhookMessages.notConfigured },
  webhookSignatureInvalid: {
    status: 400,
    code: 'webhook_signature_invalid',
    message: WebhookMessages.signatureInvalid,
  },
  /** Shopify's HMAC: a wrong signature is 401 there. */
  webhookUnauthorized: { status: 401, code: 'webhook_signature_invalid', message: WebhookMessages.signatureInvalid },
  webhookTimestampOutOfRange: {
    status: 400,
    code: 'webhook_timestamp_out_of_range',
    message: WebhookMessages.timestampOutOfRange,
  },
  webhookTooLarge: { status: 413, code: 'webhook_too_large', message: WebhookMessages.tooLarge },
});
