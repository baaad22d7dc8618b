import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { AdminAuditDocument, type AdminAuditQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDateTime } from '../lib';
import { PanelState } from './PanelState';

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

/** Auditoría: every admin action, newest first, a page at a time. */
export function AuditTab() {
  const client = useApolloClient();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (before?: number) => {
      setLoading(true);
      try {
        const { data } = await client.query({
          query: AdminAuditDocument,
          variables: { limit: PAGE_SIZE, before: before ?? null },
          fetchPolicy: 'network-only',
        });
        setEntries((shown) => (before ? [...shown, ...data!.adminAudit.entries] : data!.adminAudit.entries));
        setNext(data!.adminAudit.nextBefore);
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    void load();
  }, [load]);

  if (next === undefined) return <PanelState loading={loading && !failed} error={failed ? text.loadError : null} />;

  return (
    <section className="admin-section">
      {entries.length === 0 ? <p className="admin-empty muted">{text.empty}</p> : null}
      <ol className="admin-audit">
        {entries.map((entry) => (
          <li key={entry.id} className="admin-audit__entry" data-testid="audit-entry">
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
        ))}
      </ol>
      {next ? (
        <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => void load(next)}>
          {text.more}
        </button>
      ) : null}
    </section>
  );
}
