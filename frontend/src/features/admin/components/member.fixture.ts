import type { AdminMembersQuery } from '../../../gql/graphql';

type Member = AdminMembersQuery['adminMembers']['members'][number];

/** A member as Usuarios lists them: one pre-approved enrolment and one an admin granted. */
export const aMember = (overrides: Partial<Member> = {}): Member => ({
  __typename: 'AdminMember',
  id: 7,
  username: 'ana',
  email: 'ana@example.com',
  gender: 'female',
  timezone: 'America/Mexico_City',
  timezoneLabel: 'Ciudad de México',
  hasPaid: true,
  createdAt: '2026-10-01T00:00:00Z',
  accessStatus: 'active',
  day: 5,
  streak: 3,
  progress: 18,
  enrolments: [
    {
      __typename: 'MemberEnrolment',
      id: 'e1',
      editionNumber: 4,
      startDate: '2026-10-05',
      endDate: '2026-11-01',
      source: 'pre_approved',
      revoked: false,
    },
    {
      __typename: 'MemberEnrolment',
      id: 'e2',
      editionNumber: 5,
      startDate: '2026-11-02',
      endDate: '2026-11-29',
      source: 'admin',
      revoked: false,
    },
  ],
  ...overrides,
});
