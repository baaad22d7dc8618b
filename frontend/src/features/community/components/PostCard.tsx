import { useMutation } from '@apollo/client/react';
import { BicepsFlexed, Flag, MessageCircle, Pin, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ReportCommunityPostDocument } from '../../../gql/graphql';
import { communityCopy } from '../community.copy';
import type { GroupPost } from '../lib/group-state';
import { PostPhoto } from './PostPhoto';
import { PostText } from './PostText';

const timeFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** One post (or reply) of the group: who wrote it, its text, its safety note, 💪, replies and report. */
export function PostCard({
  post,
  onReact,
  children,
  repliesOpen,
  onToggleReplies,
}: {
  post: GroupPost;
  onReact: (post: GroupPost) => void;
  children?: React.ReactNode;
  repliesOpen?: boolean;
  onToggleReplies?: () => void;
}) {
  const copy = communityCopy.post;
  const reply = post.parentId !== null;
  const Tag = reply ? 'div' : 'article';
  return (
    <Tag
      className={`group-post${reply ? ' group-post--reply' : ''}${post.author.trainer ? ' group-post--trainer' : ''}`}
      aria-label={reply ? undefined : `${post.author.name}: ${post.body.slice(0, 60)}`}
      data-post-id={post.id}
    >
      <header className="group-post__head">
        <span className="group-post__avatar" aria-hidden="true">
          {post.author.name.charAt(0)}
        </span>
        <span className="group-post__who">
          <span className="group-post__name">{post.author.name}</span>
          {post.author.trainer ? <span className="group-badge group-badge--trainer">{copy.trainer}</span> : null}
          {!post.author.trainer && post.author.day != null ? (
            <span className="group-post__progress">{copy.progress(post.author.day, post.author.streak ?? 0)}</span>
          ) : null}
          {post.pinned ? (
            <span className="group-badge group-badge--pinned">
              <Pin size={12} aria-hidden="true" /> {copy.pinned}
            </span>
          ) : null}
        </span>
        <time className="group-post__time" dateTime={post.createdAt}>
          {timeFormat.format(new Date(post.createdAt))}
        </time>
      </header>
      <PostText body={post.body} />
      {post.photo ? <PostPhoto photo={post.photo} author={post.author.name} /> : null}
      {post.safetyNote ? (
        <aside className="group-post__safety" aria-label={copy.safety}>
          <ShieldAlert size={18} aria-hidden="true" />
          <span>{post.safetyNote}</span>
        </aside>
      ) : null}
      <footer className="group-post__actions">
        <button
          type="button"
          className={`group-action group-action--strong${post.reactedByMe ? ' group-action--on' : ''}`}
          aria-pressed={post.reactedByMe}
          onClick={() => onReact(post)}
        >
          {/* drawn, not the emoji: a device without an emoji font would show an empty box */}
          <BicepsFlexed size={18} aria-hidden="true" />
          <span className="visually-hidden">💪</span>
          <span className="group-action__count">{post.reactions}</span>
          <span className="visually-hidden">{copy.strong}</span>
        </button>
        {!reply && onToggleReplies ? (
          <button type="button" className="group-action" aria-expanded={repliesOpen} onClick={onToggleReplies}>
            <MessageCircle size={16} aria-hidden="true" />
            <span>{post.replies > 0 ? copy.replies(post.replies) : copy.writeReply}</span>
          </button>
        ) : null}
        <ReportButton postId={post.id} />
      </footer>
      {children}
    </Tag>
  );
}

function ReportButton({ postId }: { postId: string }) {
  const copy = communityCopy.post;
  const [state, setState] = useState<'idle' | 'asking' | 'done'>('idle');
  const [report, { loading }] = useMutation(ReportCommunityPostDocument);
  if (state === 'done') {
    return (
      <span className="group-post__reported" role="status">
        {copy.reported}
      </span>
    );
  }
  if (state === 'asking') {
    return (
      <span className="group-report" role="group" aria-label={copy.reportConfirm}>
        <span className="group-report__question">{copy.reportConfirm}</span>
        <button
          type="button"
          className="group-action group-action--danger"
          disabled={loading}
          onClick={async () => {
            await report({ variables: { id: postId } }).catch(() => undefined);
            setState('done');
          }}
        >
          {copy.reportYes}
        </button>
        <button type="button" className="group-action" onClick={() => setState('idle')}>
          {copy.reportNo}
        </button>
      </span>
    );
  }
  return (
    <button type="button" className="group-action group-action--quiet" onClick={() => setState('asking')}>
      <Flag size={14} aria-hidden="true" />
      <span>{copy.report}</span>
    </button>
  );
}
