import { AdminMessages, ErrorCodes, IdentityMessages } from '@reto/contracts';
import { errorCatalogue, forbidden, invalid, notFound, tooMany } from '@reto/platform';

/** Every refusal of the identity service: its status, code and Spanish message. */
export const IdentityErrors = errorCatalogue({
  unauthenticated: { status: 401, code: ErrorCodes.unauthenticated, message: IdentityMessages.unauthenticated },
  invalidCredentials: {
    status: 401,
    code: ErrorCodes.invalidCredentials,
    message: IdentityMessages.invalidCredentials,
  },
  tooManyWrongPasswords: tooMany(IdentityMessages.tooManyRequests),
  /** The password could not be checked in time: too many are waiting (thrown with the seconds to wait). */
  passwordChecksBusy: tooMany(IdentityMessages.passwordChecksBusy),
  passwordTooCommon: invalid(IdentityMessages.passwordTooCommon),
  reservedUsername: { status: 409, code: ErrorCodes.reservedUsername, message: IdentityMessages.reservedUsername },
  usernameTaken: { status: 409, code: ErrorCodes.usernameTaken, message: IdentityMessages.usernameTaken },
  emailTaken: { status: 409, code: ErrorCodes.emailTaken, message: IdentityMessages.emailTaken },
  usernameIsOtherEmail: {
    status: 409,
    code: ErrorCodes.loginAmbiguous,
    message: IdentityMessages.usernameIsOtherEmail,
  },
  emailIsOtherUsername: {
    status: 409,
    code: ErrorCodes.loginAmbiguous,
    message: IdentityMessages.emailIsOtherUsername,
  },
  /** Signing in: the code after the right password, missing or wrong. */
  secondFactorRequired: {
    status: 401,
    code: ErrorCodes.secondFactorRequired,
    message: IdentityMessages.secondFactorRequired,
  },
  secondFactorWrong: {
    status: 401,
    code: ErrorCodes.secondFactorInvalid,
    message: IdentityMessages.secondFactorInvalid,
  },
  /** Setting the second factor up: no set-up started, or its first code wrong. */
  secondFactorNotStarted: {
    status: 409,
    code: ErrorCodes.validation,
    message: IdentityMessages.secondFactorNotStarted,
  },
  /** Replacing a second factor in use without a code of it (or a recovery code). */
  secondFactorReplaceNeedsCode: {
    status: 403,
    code: ErrorCodes.secondFactorRequired,
    message: IdentityMessages.secondFactorReplaceNeedsCode,
  },
  secondFactorSetupWrong: {
    status: 400,
    code: ErrorCodes.secondFactorInvalid,
    message: IdentityMessages.secondFactorInvalid,
  },
  adminAccessDenied: forbidden(IdentityMessages.adminAccessDenied),
  emailAlreadyListed: { status: 409, code: 'already_listed', message: AdminMessages.emailAlreadyListed },
  noValidEmails: invalid(AdminMessages.noValidEmails),
  emailVerificationInvalid: {
    status: 400,
    code: ErrorCodes.emailVerificationInvalid,
    message: IdentityMessages.emailVerificationInvalid,
  },
  emailChangeVerified: { status: 409, code: ErrorCodes.validation, message: IdentityMessages.emailChangeVerified },
  resetTokenInvalid: { status: 400, code: ErrorCodes.resetTokenInvalid, message: IdentityMessages.resetTokenInvalid },
  tokenExpired: { status: 401, code: ErrorCodes.tokenExpired, message: IdentityMessages.tokenExpired },
  tokenNotFound: { status: 401, code: ErrorCodes.tokenNotFound, message: IdentityMessages.tokenNotFound },
  userNotFound: notFound(IdentityMessages.userNotFound),
  magicLinkForAdmin: forbidden(AdminMessages.magicLinkForAdmin),
});
