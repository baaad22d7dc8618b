import { IdentitySubjects, MemberSearchSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { MemberSearchService } from './member-search.service.js';

/** NATS adapter of the panel's member search. */
export const MemberSearchHandler = requestHandlers(MemberSearchService, (handle) => ({
  [IdentitySubjects.searchMembers]: handle(MemberSearchSchema, (members, search) => members.search(search)),
}));
