import { ModerateReviewCommandSchema, ModerationListQuerySchema, ReviewsSubjects } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { ModerationService } from './moderation.service.js';

/** NATS adapter of the admin's moderation (the gateway's AdminGuard let the call through). */
export const ModerationHandler = requestHandlers(ModerationService, (handle) => ({
  [ReviewsSubjects.listForModeration]: handle(ModerationListQuerySchema, (moderation, { status }) =>
    moderation.list(status),
  ),
  [ReviewsSubjects.moderate]: handle(ModerateReviewCommandSchema, (moderation, command) =>
    moderation.moderate(command),
  ),
}));
