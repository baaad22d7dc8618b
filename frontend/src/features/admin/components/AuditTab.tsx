import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminAuditDocument, type AdminAuditQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDateTime } from '../lib';
import { PanelState } from './PanelState';
import './AuditTab.css';

const PAGE_SIZE = 20;
const text = adminCopy.audit;
type Entry = AdminAuditQuery['adminAudit']['entries'][number];

/** A short, readable summary of a before/after state (JSON text from the server). */
const summary = (json: string | null): string => {
  if (!json) return '—';
  const value = JSON.parse(json) as unknown;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['videoId', 'cacheVersion', 'status', 'email', 'editionNumber']) {
      if (key in record) return String(record[key]) || '—';
    }
    if (Array.isArray(record.added)) return `${record.added.length} emails`;
    if (Array.isArray(record.emails)) return `${record.emails.length} emails`;
  }
  return '—';
};

/** Auditoría: every admin action, newest first, a page at a time ("Cargar más" appends the next). */
export function AuditTab() {
  const [cursors, setCursors] = useState<Array<number | null>>([null]);
  return (
    <section className="admin-section">
      {cursors.map((before, index) => (
        <AuditPage
          key={before ?? 'first'}
          before={before}
          last={index === cursors.length - 1}
          onMore={(next) => setCursors((shown) => [...shown, next])}
        />
      ))}
    </section>
  );
}

function AuditPage({ before, last, onMore }: { before: number | null; last: boolean; onMore: (next: number) => void }) {
  const { data, loading, error } = useQuery(AdminAuditDocument, {
    variables: { limit: PAGE_SIZE, before },
    fetchPolicy: 'network-only',
  });
  if (!data) return <PanelState loading={loading} error={error ? text.loadError : null} />;
  const { entries, nextBefore } = data.adminAudit;
  return (
    <>
      {entries.length === 0 && before === null ? <p className="admin-empty muted">{text.empty}</p> : null}
      <ol className="admin-audit">
        {entries.map((entry) => (
          <AuditItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {last && nextBefore ? (
        <button type="button" className="btn btn--ghost" onClick={() => onMore(nextBefore)}>
          {text.more}
        </button>
      ) : null}
    </>
  );
}

function AuditItem({ entry }: { entry: Entry }) {
  return (
    <li className="admin-audit__entry" data-testid="audit-entry">
      <div className="admin-audit__line">
        <span className="admin-audit__action">{text.actions[entry.action] ?? entry.action}</span>
        <time className="admin-audit__time muted" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="admin-audit__target">{entry.target}</p>
      <p className="admin-audit__meta muted">
        {text.by(entry.actor.username)} · {text.change(summary(entry.before), summary(entry.after))}
      </p>
    </li>
  );
}
