import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MemberSearchSchema, type MemberSearchDto, IdentitySubjects } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { MemberSearchService } from './member-search.service.js';

/** NATS adapter of the panel's member search. */
@Controller()
export class MemberSearchHandler {
  constructor(private readonly members: MemberSearchService) {}

  @MessagePattern(IdentitySubjects.searchMembers)
  search(@Payload() payload: unknown): Promise<MemberSearchDto> {
    return this.members.search(validatePayload(MemberSearchSchema, payload));
  }
}
