import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddressLookupSchema,
  AdminGrantAccessSchema,
  AdminRevokeAccessSchema,
  MemberOverviewSchema,
  ChallengeSubjects,
} from '@reto/contracts';
import { NatsRequestId, validatePayload } from '@reto/platform';
import { EnrolmentsAdminService } from './enrolments-admin.service.js';

/** NATS adapter of the panel's member overview and the admin's grants. */
@Controller()
export class EnrolmentsAdminHandler {
  constructor(private readonly admin: EnrolmentsAdminService) {}

  @MessagePattern(ChallengeSubjects.memberOverview)
  overview(@Payload() payload: unknown) {
    return this.admin.overview(validatePayload(MemberOverviewSchema, payload).members);
  }

  @MessagePattern(ChallengeSubjects.adminGrantAccess)
  grant(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    return this.admin.grant(requestId, validatePayload(AdminGrantAccessSchema, payload));
  }

  @MessagePattern(ChallengeSubjects.enrolmentsOfAddress)
  ofAddress(@Payload() payload: unknown) {
    return this.admin.ofAddress(validatePayload(AddressLookupSchema, payload).email);
  }

  @MessagePattern(ChallengeSubjects.adminRevokeAccess)
  revoke(@Payload() payload: unknown, @NatsRequestId() requestId: string) {
    const { enrolmentId, actor } = validatePayload(AdminRevokeAccessSchema, payload);
    return this.admin.revoke(requestId, enrolmentId, actor);
  }
}
