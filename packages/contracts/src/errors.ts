/**
 * The error every service answers with over NATS. `status` is the HTTP status the gateway answers
 * with; `message` is Spanish and shown to the user as is.
 */
export interface ServiceErrorBody {
  status: number;
  code: string;
  message: string;
}

export const isServiceErrorBody = (value: unknown): value is ServiceErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServiceErrorBody).status === 'number' &&
  typeof (value as ServiceErrorBody).code === 'string' &&
  typeof (value as ServiceErrorBody).message === 'string';

export const ErrorCodes = {
  validation: 'validation_failed',
  usernameTaken: 'username_taken',
  emailTaken: 'email_taken',
  /** A username equal to another account's e-mail, or an e-mail equal to another's username. */
  loginAmbiguous: 'login_ambiguous',
  emailVerificationInvalid: 'email_verification_invalid',
  reservedUsername: 'reserved_username',
  invalidCredentials: 'invalid_credentials',
  /** The password was right; the account asks for its second factor (the form shows the code field). */
  secondFactorRequired: 'second_factor_required',
  secondFactorInvalid: 'second_factor_invalid',
  /** An administrator without a second factor where one is required: only its set-up is open (the panel's Security tab). */
  adminSecondFactorSetupRequired: 'admin_second_factor_setup_required',
  unauthenticated: 'unauthenticated',
  tokenExpired: 'token_expired',
  tokenNotFound: 'token_not_found',
  resetTokenInvalid: 'reset_token_invalid',
  /** The review's mailed link: unknown (404), used or expired (410). */
  reviewConfirmationInvalid: 'review_confirmation_invalid',
  forbidden: 'forbidden',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  csrf: 'csrf_refused',
  unsupportedMediaType: 'unsupported_media_type',
  serviceUnavailable: 'service_unavailable',
  /** A change the gateway stopped waiting for: it may have been applied; the same request again is safe to send. */
  outcomeUnknown: 'outcome_unknown',
  internal: 'internal',
} as const;
