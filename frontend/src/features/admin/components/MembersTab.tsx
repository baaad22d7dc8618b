import { useMutation, useQuery } from '@apollo/client/react';
import { Copy, KeyRound, Search, UserPlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useToast } from '../../../components/Toast';
import {
  AdminMembersDocument,
  CreateMagicLinkDocument,
  GrantAccessDocument,
  RevokeAccessDocument,
  type AdminMembersQuery,
} from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDate, messageOf } from '../lib';
import { PanelState } from './PanelState';

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;
const text = adminCopy.users;
type Member = AdminMembersQuery['adminMembers']['members'][number];

/** Usuarios: members by name or e-mail, their enrolments and progress; grant, revoke, magic link. */
export function MembersTab() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const searchId = useId();
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(typed.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, loading, error, refetch } = useQuery(AdminMembersDocument, {
    variables: { query, offset, limit: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });

  const page = data?.adminMembers;
  return (
    <section className="admin-section">
      <div className="admin-search admin-search--wide">
        <Search aria-hidden="true" size={16} />
        <label className="visually-hidden" htmlFor={searchId}>
          {text.search}
        </label>
        <input
          id={searchId}
          className="admin-search__input"
          type="search"
          placeholder={text.search}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      {!page ? (
        <PanelState loading={loading} error={error ? text.loadError : null} />
      ) : (
        <>
          <p className="muted">{text.count(page.total)}</p>
          {page.members.length === 0 ? <p className="admin-empty muted">{text.empty}</p> : null}
          <ul className="admin-members">
            {page.members.map((member) => (
              <MemberCard key={member.id} member={member} onChanged={() => void refetch()} />
            ))}
          </ul>
          {page.total > PAGE_SIZE ? (
            <nav className="admin-pager" aria-label={text.count(page.total)}>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
              >
                {text.previous}
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={offset + PAGE_SIZE >= page.total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                {text.next}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function MemberCard({ member, onChanged }: { member: Member; onChanged: () => void }) {
  const { showToast } = useToast();
  const [grant, granting] = useMutation(GrantAccessDocument);
  const [revoke, revoking] = useMutation(RevokeAccessDocument);
  const [createLink, creating] = useMutation(CreateMagicLinkDocument);
  const [link, setLink] = useState<string | null>(null);
  const linkId = useId();

  const grantEdition = async (edition: 'running' | 'next') => {
    try {
      const { data } = await grant({ variables: { userId: member.id, edition } });
      showToast({ title: text.granted(data!.grantAccess.editionNumber), description: member.email });
      onChanged();
    } catch (error) {
      showToast({ variant: 'destructive', title: text.grantError, description: messageOf(error, '') });
    }
  };

  const revokeEnrolment = async (enrolmentId: string) => {
    try {
      await revoke({ variables: { enrolmentId } });
      showToast({ title: text.revoked_, description: member.email });
      onChanged();
    } catch (error) {
      showToast({ variant: 'destructive', title: text.revokeError, description: messageOf(error, '') });
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

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '');
      showToast({ title: text.copied });
    } catch {
      showToast({ variant: 'destructive', title: text.copyError });
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
      {link ? (
        <div className="admin-magic">
          <label className="field__label" htmlFor={linkId}>
            {text.magicLinkReady}
          </label>
          <div className="admin-magic__row">
            <input id={linkId} className="input" readOnly value={link} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn--primary" onClick={() => void copyLink()}>
              <Copy aria-hidden="true" size={16} />
              {text.copy}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
