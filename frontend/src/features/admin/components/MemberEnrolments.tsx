import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../components/Toast';
import { RevokeAccessDocument, type AdminMembersQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDate, messageOf } from '../lib';

const text = adminCopy.users;
type Member = AdminMembersQuery['adminMembers']['members'][number];

/** A member's enrolments: edition, dates, source, revoked or not; an admin's grant can be revoked. */
export function MemberEnrolments({ member, onChanged }: { member: Member; onChanged: () => void }) {
  const { showToast } = useToast();
  const [revoke, revoking] = useMutation(RevokeAccessDocument);

  const revokeEnrolment = async (enrolmentId: string) => {
    try {
      await revoke({ variables: { enrolmentId } });
      showToast({ title: text.revoked_, description: member.email });
      onChanged();
    } catch (error) {
      showToast({ variant: 'destructive', title: text.revokeError, description: messageOf(error, '') });
    }
  };

  return (
    <div>
      <h4 className="admin-member__subtitle">{text.enrolments}</h4>
      {member.enrolments.length === 0 ? (
        <p className="muted">{text.noEnrolments}</p>
      ) : (
        <ul className="admin-enrolments">
          {member.enrolments.map((enrolment) => (
            <li key={enrolment.id} className="admin-enrolments__row">
              <span className="admin-enrolments__edition">{text.edition(enrolment.editionNumber)}</span>
              <span className="muted">
                {formatDate(enrolment.startDate)} – {formatDate(enrolment.endDate)}
              </span>
              <span className="admin-chip">{text.source[enrolment.source] ?? enrolment.source}</span>
              {enrolment.revoked ? <span className="admin-chip admin-chip--muted">{text.revoked}</span> : null}
              {enrolment.source === 'admin' && !enrolment.revoked ? (
                <button
                  type="button"
                  className="admin-link-button"
                  disabled={revoking.loading}
                  aria-label={text.revokeFor(enrolment.editionNumber)}
                  onClick={() => void revokeEnrolment(enrolment.id)}
                >
                  {text.revoke}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
