import {
  AdminRefreshCacheSchema,
  AdminUpdatePrescriptionSchema,
  AdminUpdateVideoSchema,
  AdminWorkoutsQuerySchema,
  ChallengeSubjects,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { ContentAdminService } from './content-admin.service.js';

/** NATS adapter of the trainer's content commands (videos per gender, prescriptions, the cache version). */
export const ContentAdminHandler = requestHandlers(ContentAdminService, (handle) => ({
  [ChallengeSubjects.adminWorkouts]: handle(AdminWorkoutsQuerySchema, (admin, { gender }) => admin.workouts(gender)),
  [ChallengeSubjects.adminUpdateVideo]: handle(AdminUpdateVideoSchema, (admin, update, requestId) =>
    admin.updateVideo(requestId, update),
  ),
  [ChallengeSubjects.adminUpdatePrescription]: handle(AdminUpdatePrescriptionSchema, (admin, update, requestId) =>
    admin.updatePrescription(requestId, update),
  ),
  [ChallengeSubjects.refreshCache]: handle(AdminRefreshCacheSchema, (admin, { actor }, requestId) =>
    admin.refreshCache(requestId, actor),
  ),
  [ChallengeSubjects.cacheVersion]: handle((admin) => admin.cacheVersion()),
}));
