import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ModerateReviewCommandSchema,
  ModerationListQuerySchema,
  ReviewsSubjects,
  type AdminReviewDto,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { ModerationService } from './moderation.service.js';

/** NATS adapter of the admin's moderation (the gateway's AdminGuard let the call through). */
@Controller()
export class ModerationHandler {
  constructor(private readonly moderation: ModerationService) {}

  @MessagePattern(ReviewsSubjects.listForModeration)
  list(@Payload() payload: unknown): Promise<AdminReviewDto[]> {
    return this.moderation.list(validatePayload(ModerationListQuerySchema, payload).status);
  }

  @MessagePattern(ReviewsSubjects.moderate)
  moderate(@Payload() payload: unknown): Promise<AdminReviewDto> {
    return this.moderation.moderate(validatePayload(ModerateReviewCommandSchema, payload));
  }
}
