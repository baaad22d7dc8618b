import { useQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AdminMembersDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { MemberCard } from './MemberCard';
import { PanelState } from './PanelState';
import './MembersTab.css';

const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;
const text = adminCopy.users;

/**
 * Usuarios: members by name or e-mail, their enrolments and progress; grant, revoke, magic link.
 * Opened on one member (`memberId`, from Resultados' members at risk), it shows that member alone
 * until the trainer asks for everyone.
 */
export function MembersTab(props: { memberId?: number | null; onShowAll?: () => void }) {
  const [typed, setTyped] = useState('');
  // The search and its page change together: a new search starts at its first page, and the
  // same search typed again (the first pause after opening the tab) keeps the page turned meanwhile.
  const [{ query, offset }, setSearch] = useState({ query: '', offset: 0 });
  const setOffset = (next: number) => setSearch((current) => ({ ...current, offset: next }));
  const searchId = useId();
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = typed.trim();
      setSearch((current) => (current.query === next ? current : { query: next, offset: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, loading, error, refetch } = useQuery(AdminMembersDocument, {
    variables: { query, offset, limit: PAGE_SIZE, ...(props.memberId ? { userId: props.memberId } : {}) },
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
      {props.memberId ? (
        <div className="admin-card admin-members__one" role="status">
          <p>{text.oneMember(props.memberId)}</p>
          <button type="button" className="btn btn--ghost" onClick={props.onShowAll}>
            {text.showAll}
          </button>
        </div>
      ) : null}
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
