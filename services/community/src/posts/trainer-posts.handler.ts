import {
  CommunitySubjects,
  HidePostSchema,
  ListReportsSchema,
  MuteMemberSchema,
  PinPostSchema,
  TrainerFeedSchema,
  TrainerPhotoSchema,
  TrainerPostSchema,
} from '@reto/contracts/community';
import { requestHandlers } from '@reto/platform';
import { TrainerPostsService } from './trainer-posts.service.js';

/** NATS adapter of the trainer's side of the groups: posting, the feed, the reports and moderation. */
export const TrainerPostsHandler = requestHandlers(TrainerPostsService, (handle) => ({
  [CommunitySubjects.trainerPost]: handle(TrainerPostSchema, (trainer, { actor, ...command }, requestId) =>
    trainer.create(actor, command, requestId),
  ),
  [CommunitySubjects.trainerFeed]: handle(TrainerFeedSchema, (trainer, { groupKey }) => trainer.feed(groupKey)),
  [CommunitySubjects.trainerPhoto]: handle(TrainerPhotoSchema, (trainer, { photoId }) => trainer.photo(photoId)),
  [CommunitySubjects.pin]: handle(PinPostSchema, (trainer, { actor, postId, pinned }, requestId) =>
    trainer.pin(actor, postId, pinned, requestId),
  ),
  [CommunitySubjects.listReports]: handle(ListReportsSchema, (trainer) => trainer.reports()),
  [CommunitySubjects.hide]: handle(HidePostSchema, (trainer, { actor, postId, hidden }, requestId) =>
    trainer.hide(actor, postId, hidden, requestId),
  ),
  [CommunitySubjects.mute]: handle(MuteMemberSchema, (trainer, { actor, postId, hours }, requestId) =>
    trainer.mute(actor, postId, hours, requestId),
  ),
}));
