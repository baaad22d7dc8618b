import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MEMBER_SEARCH_SUBJECT, MemberSearchSchema, type MemberSearchDto } from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { MemberSearchService } from './member-search.service.js';

/** NATS adapter of the panel's member search. */
@Controller()
export class MemberSearchHandler {
  constructor(private readonly members: MemberSearchService) {}

  @MessagePattern(MEMBER_SEARCH_SUBJECT)
  search(@Payload() payload: unknown): Promise<MemberSearchDto> {
    return this.members.search(validatePayload(MemberSearchSchema, payload));
  }
}
