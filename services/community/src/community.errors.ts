import { ErrorCodes } from '@reto/contracts';
import { CommunityMessages } from '@reto/contracts/community';
import { errorCatalogue } from '@reto/platform';

/** Every refusal of the community service: its status, code and Spanish message. */
export const CommunityErrors = errorCatalogue({
  /** Also for a post that exists in another group: a stranger learns nothing. */
  postNotFound: { status: 404, code: ErrorCodes.notFound, message: CommunityMessages.postNotFound },
  /** A member without a group (no live enrolment), or an unknown group key. */
  groupNotFound: { status: 404, code: ErrorCodes.notFound, message: CommunityMessages.groupNotFound },
  tooManyPosts: { status: 429, code: ErrorCodes.rateLimited, message: CommunityMessages.tooManyPosts },
  invalidCursor: { status: 400, code: ErrorCodes.validation, message: CommunityMessages.invalidCursor },
});
