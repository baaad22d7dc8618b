import { ErrorCodes, type ServiceErrorBody } from '@reto/contracts';

/**
 * The refusals every service has, each always with the same status and code, so that an error
 * catalogue's entry names only what differs, its Spanish message:
 * `postNotFound: notFound(CommunityMessages.postNotFound)`.
 */

/** 404: the thing asked for does not exist (or is not the caller's to know of). */
export const notFound = (message: string): ServiceErrorBody => ({ status: 404, code: ErrorCodes.notFound, message });

/** 400: what the client sent breaks a rule of the domain. */
export const invalid = (message: string): ServiceErrorBody => ({ status: 400, code: ErrorCodes.validation, message });

/** 403: the caller may not do this. */
export const forbidden = (message: string): ServiceErrorBody => ({ status: 403, code: ErrorCodes.forbidden, message });

/** 429: the caller asked too often; the catalogue's error is thrown with the seconds to wait. */
export const tooMany = (message: string): ServiceErrorBody => ({ status: 429, code: ErrorCodes.rateLimited, message });
