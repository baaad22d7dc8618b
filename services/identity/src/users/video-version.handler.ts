import { IdentitySubjects, SetUserVideoVersionSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { VideoVersionService } from './video-version.service.js';

/** NATS adapter: a member changes the version of the videos from the settings page. */
export const VideoVersionHandler = requestHandlers(VideoVersionService, (handle) => ({
  [IdentitySubjects.setVideoVersion]: handle(SetUserVideoVersionSchema, (versions, { userId, gender }) =>
    versions.set(userId, gender),
  ),
}));
