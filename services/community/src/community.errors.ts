import { ErrorCodes, PhotoMessages } from '@reto/contracts';
import { CommunityMessages } from '@reto/contracts/community';
import { DomainError, errorCatalogue, invalid, notFound, tooMany } from '@reto/platform';

/** Every refusal of the community service: its status, code and Spanish message. */
export const CommunityErrors = errorCatalogue({
  /** Also for a post that exists in another group: a stranger learns nothing. */
  postNotFound: notFound(CommunityMessages.postNotFound),
  /** A member without a group (no live enrolment), or an unknown group key. */
  groupNotFound: notFound(CommunityMessages.groupNotFound),
  tooManyPosts: tooMany(CommunityMessages.tooManyPosts),
  invalidMute: invalid(CommunityMessages.invalidMute),
  /** Also for another member's conversation: nobody learns that it exists. */
  conversationNotFound: notFound(CommunityMessages.conversationNotFound),
  memberNotFound: notFound(CommunityMessages.memberNotFound),
  tooManyMessages: tooMany(CommunityMessages.tooManyMessages),
  invalidCursor: invalid(CommunityMessages.invalidCursor),
  /** Also for a photo of another group's post, or of a hidden one. */
  photoNotFound: notFound(PhotoMessages.notFound),
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
