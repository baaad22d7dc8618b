import { AccessByEmailSchema, ChallengeSubjects, GrantEnrolmentSchema } from '@reto/contracts';
import { requestHandlers } from '@reto/platform';
import { EnrolmentsService } from './enrolments.service.js';

/** The admin grant (used by the admin panel and by tests; idempotent with a `sourceId`), and access by e-mail. */
export const EnrolmentsHandler = requestHandlers(EnrolmentsService, (handle) => ({
  [ChallengeSubjects.grantEnrolment]: handle(GrantEnrolmentSchema, async (enrolments, grant) => {
    const { id, email, userId, editionNumber, startDate, endDate } = await enrolments.grant(grant);
    return { id, email, userId, editionNumber, startDate, endDate };
  }),
  [ChallengeSubjects.accessByEmail]: handle(AccessByEmailSchema, (enrolments, { email }) =>
    enrolments.accessByEmail(email),
  ),
}));
