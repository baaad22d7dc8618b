import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  AdminCommunityReportsDocument,
  AdminHideCommunityPostDocument,
  AdminMuteCommunityMemberDocument,
} from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { when } from './InboxProgress';
import { ReportedPost } from './ReportedPost';

const text = adminCopy.moderation;
type Notice = { kind: 'status' | 'alert'; message: string } | null;

/**
 * The group's moderation in the Comunidad tab: the reported posts once each (with how many members
 * reported them), hide or restore each, and pause its author in the group for a period.
 */
export function ModerationQueue() {
  const { data, error, refetch } = useQuery(AdminCommunityReportsDocument, { fetchPolicy: 'network-only' });
  const [hide] = useMutation(AdminHideCommunityPostDocument);
  const [mute] = useMutation(AdminMuteCommunityMemberDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const act = async (postId: string, action: () => Promise<string | null>) => {
    setBusy(postId);
    setNotice(null);
    try {
      const message = await action();
      if (message) setNotice({ kind: 'status', message });
      await refetch();
    } catch (failure) {
      setNotice({ kind: 'alert', message: messageOf(failure, text.actionError) });
    } finally {
      setBusy(null);
    }
  };

  const reports = data?.adminCommunityReports ?? [];
  return (
    <section className="admin-card moderation" aria-labelledby="moderation-title">
      <h2 id="moderation-title" className="admin-card__title">
        {text.title}
      </h2>
      <p className="muted">{text.description}</p>
      {error && !data ? <p role="alert">{messageOf(error, text.loadError)}</p> : null}
      {notice ? (
        <p role={notice.kind} className={notice.kind === 'alert' ? 'group-composer__error' : 'message--success'}>
          {notice.message}
        </p>
      ) : null}
      {data && reports.length === 0 ? <p className="muted">{text.empty}</p> : null}
      <ul aria-label={text.listLabel} className="moderation__list">
        {reports.map(({ post, reports: count, lastReportedAt }) => (
          <li key={post.id}>
            <ReportedPost
              post={post}
              reports={count}
              lastReportedAt={lastReportedAt}
              busy={busy === post.id}
              onHide={(hidden) =>
                void act(post.id, async () => {
                  await hide({ variables: { id: post.id, hidden } });
                  return null;
                })
              }
              onMute={(hours) =>
                void act(post.id, async () => {
                  const result = await mute({ variables: { postId: post.id, hours } });
                  const muted = result.data?.adminMuteCommunityMember;
                  return muted ? text.muted(muted.authorName, muted.mutedUntil ? when(muted.mutedUntil) : null) : null;
                })
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
