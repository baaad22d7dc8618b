import { ErrorCodes, PhotoMessages } from '@reto/contracts';
import { CommunityMessages } from '@reto/contracts/community';
import { DomainError, errorCatalogue } from '@reto/platform';

/** Every refusal of the community service: its status, code and Spanish message. */
export const CommunityErrors = errorCatalogue({
  /** Also for a post that exists in another group: a stranger learns nothing. */
  postNotFound: { status: 404, code: ErrorCodes.notFound, message: CommunityMessages.postNotFound },
  /** A member without a group (no live enrolment), or an unknown group key. */
  groupNotFound: { status: 404, code: ErrorCodes.notFound, message: CommunityMessages.groupNotFound },
  tooManyPosts: { status: 429, code: ErrorCodes.rateLimited, message: CommunityMessages.tooManyPosts },
  invalidMute: { status: 400, code: ErrorCodes.validation, message: CommunityMessages.invalidMute },
  /** Also for another member's conversation: nobody learns that it exists. */
  conversationNotFound: { status: 404, code: ErrorCodes.notFound, message: CommunityMessages.conversationNotFound },
  memberNotFound: { status: 404, code: ErrorCodes.notFound, message: CommunityMessages.memberNotFound },
  tooManyMessages: { status: 429, code: ErrorCodes.rateLimited, message: CommunityMessages.tooManyMessages },
  invalidCursor: { status: 400, code: ErrorCodes.validation, message: CommunityMessages.invalidCursor },
  /** Also for a photo of another group's post, or of a hidden one. */
  photoNotFound: { status: 404, code: ErrorCodes.notFound, message: PhotoMessages.notFound },
});

/** A member the trainer paused: 403, saying until when (in Spanish, the group's time zone). */
export const mutedError = (until: Date): DomainError =>
  new DomainError({
    status: 403,
    code: ErrorCodes.forbidden,
    message: CommunityMessages.muted(
      new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(until) +
        ' (UTC)',
    ),
  });
