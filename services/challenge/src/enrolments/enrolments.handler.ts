import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AccessByEmailSchema, ChallengeSubjects, GrantEnrolmentSchema, type AccessByEmailDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { EnrolmentsService } from './enrolments.service.js';

/** The admin grant (used by the admin panel and by tests; idempotent with a `sourceId`), and access by e-mail. */
@Controller()
export class EnrolmentsHandler {
  constructor(private readonly enrolments: EnrolmentsService) {}

  @MessagePattern(ChallengeSubjects.grantEnrolment)
  async grant(@Payload() payload: unknown) {
    const enrolment = await this.enrolments.grant(validatePayload(GrantEnrolmentSchema, payload));
    return {
      id: enrolment.id,
      email: enrolment.email,
      userId: enrolment.userId,
      editionNumber: enrolment.editionNumber,
      startDate: enrolment.startDate,
      endDate: enrolment.endDate,
    };
  }

  @MessagePattern(ChallengeSubjects.accessByEmail)
  async accessByEmail(@Payload() payload: unknown): Promise<AccessByEmailDto> {
    return this.enrolments.accessByEmail(validatePayload(AccessByEmailSchema, payload).email);
  }
}
