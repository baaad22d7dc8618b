import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminRefreshCacheSchema,
  AdminUpdatePrescriptionSchema,
  AdminUpdateVideoSchema,
  AdminWorkoutsQuerySchema,
  ChallengeSubjects,
} from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { ContentAdminService } from './content-admin.service.js';

/** NATS adapter of the trainer's content commands (videos per gender, prescriptions, the cache version). */
@Controller()
export class ContentAdminHandler {
  constructor(private readonly admin: ContentAdminService) {}

  @MessagePattern(ChallengeSubjects.adminWorkouts)
  workouts(@Payload() payload: unknown) {
    return this.admin.workouts(validatePayload(AdminWorkoutsQuerySchema, payload).gender);
  }

  @MessagePattern(ChallengeSubjects.adminUpdateVideo)
  updateVideo(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    return this.admin.updateVideo(requestId, validatePayload(AdminUpdateVideoSchema, payload));
  }

  @MessagePattern(ChallengeSubjects.adminUpdatePrescription)
  updatePrescription(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    return this.admin.updatePrescription(requestId, validatePayload(AdminUpdatePrescriptionSchema, payload));
  }

  @MessagePattern(ChallengeSubjects.refreshCache)
  refreshCache(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    return this.admin.refreshCache(requestId, validatePayload(AdminRefreshCacheSchema, payload).actor);
  }

  @MessagePattern(ChallengeSubjects.cacheVersion)
  cacheVersion() {
    return this.admin.cacheVersion();
  }
}
