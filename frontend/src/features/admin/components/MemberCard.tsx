import { useMutation } from '@apollo/client/react';
import { KeyRound, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/Toast';
import { CreateMagicLinkDocument, GrantAccessDocument, type AdminMembersQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { MemberEnrolments } from './MemberEnrolments';
import { MemberMagicLink } from './MemberMagicLink';

const text = adminCopy.users;
type Member = AdminMembersQuery['adminMembers']['members'][number];

/** One member in Usuarios: who, their progress, their enrolments; grant an edition, create a magic link. */
export function MemberCard({ member, onChanged }: { member: Member; onChanged: () => void }) {
  const { showToast } = useToast();
  const [grant, granting] = useMutation(GrantAccessDocument);
  const [createLink, creating] = useMutation(CreateMagicLinkDocument);
  const [link, setLink] = useState<string | null>(null);

  const grantEdition = async (edition: 'running' | 'next') => {
    try {
      const { data } = await grant({ variables: { userId: member.id, edition } });
      showToast({ title: text.granted(data!.grantAccess.editionNumber), description: member.email });
      onChanged();
    } catch (error) {
      showToast({ variant: 'destructive', title: text.grantError, description: messageOf(error, '') });
    }
  };

  const magicLink = async () => {
    try {
      const { data } = await createLink({ variables: { username: member.username } });
      setLink(data!.createMagicLink.magicLink);
    } catch (error) {
      showToast({ variant: 'destructive', title: text.magicError, description: messageOf(error, '') });
    }
  };

  return (
    <li className="admin-card admin-member" data-testid={`member-${member.id}`}>
      <div className="admin-member__head">
        <span className="admin-member__avatar" aria-hidden="true">
          {member.username.charAt(0).toLocaleUpperCase('es')}
        </span>
        <div className="admin-member__who">
          <h3 className="admin-member__name">{member.username}</h3>
          <p className="admin-member__email muted">{member.email}</p>
        </div>
        <span className={`admin-status admin-status--${member.accessStatus}`}>{text.status[member.accessStatus]}</span>
      </div>
      <dl className="admin-member__facts">
        <div>
          <dt>{text.genderLabel}</dt>
          <dd>{text.gender[member.gender] ?? member.gender}</dd>
        </div>
        <div>
          <dt>{text.timezone}</dt>
          <dd>{member.timezoneLabel}</dd>
        </div>
        <div>
          <dt>{text.dayLabel}</dt>
          <dd>{text.day(member.day)}</dd>
        </div>
        <div>
          <dt>{text.streakLabel}</dt>
          <dd>{text.streak(member.streak)}</dd>
        </div>
        <div className="admin-member__progress">
          <dt>{text.progressLabel}</dt>
          <dd>
            {text.progress(member.progress)}
            <span className="admin-progress" style={{ ['--value' as string]: `${member.progress}%` }} />
          </dd>
        </div>
      </dl>
      <MemberEnrolments member={member} onChanged={onChanged} />
      <div className="admin-member__actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={granting.loading}
          onClick={() => void grantEdition('running')}
        >
          <UserPlus aria-hidden="true" size={16} />
          {text.grantRunning}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={granting.loading}
          onClick={() => void grantEdition('next')}
        >
          <UserPlus aria-hidden="true" size={16} />
          {text.grantNext}
        </button>
        <button type="button" className="btn btn--ghost" disabled={creating.loading} onClick={() => void magicLink()}>
          <KeyRound aria-hidden="true" size={16} />
          {text.magicLink}
        </button>
      </div>
      {link ? <MemberMagicLink link={link} /> : null}
    </li>
  );
}
