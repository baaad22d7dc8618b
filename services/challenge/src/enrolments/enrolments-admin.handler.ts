import {
  AddressLookupSchema,
  AdminGrantAccessSchema,
  AdminRevokeAccessSchema,
  MemberOverviewSchema,
  ChallengeSubjects,
} from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { EnrolmentsAdminService } from './enrolments-admin.service.js';

/** NATS adapter of the panel's member overview and the admin's grants. */
export const EnrolmentsAdminHandler = requestHandlers(EnrolmentsAdminService, (handle) => ({
  [ChallengeSubjects.memberOverview]: handle(MemberOverviewSchema, (admin, { members }) => admin.overview(members)),
  [ChallengeSubjects.adminGrantAccess]: handle(AdminGrantAccessSchema, (admin, grant, requestId) =>
    admin.grant(requestId, grant),
  ),
  [ChallengeSubjects.enrolmentsOfAddress]: handle(AddressLookupSchema, (admin, { email }) => admin.ofAddress(email)),
  [ChallengeSubjects.adminRevokeAccess]: handle(AdminRevokeAccessSchema, (admin, { enrolmentId, actor }, requestId) =>
    admin.revoke(requestId, enrolmentId, actor),
  ),
}));
