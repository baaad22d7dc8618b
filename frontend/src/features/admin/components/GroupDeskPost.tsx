import type { CommunityPostFieldsFragment } from '../../../gql/graphql';
import { communityCopy } from '../../community/community.copy';
import { Composer } from '../../community/components/Composer';
import { PostText } from '../../community/components/PostText';
import { adminCopy } from '../admin.copy';
import { when } from './InboxProgress';
import { PanelPhoto } from './PanelPhoto';

const text = adminCopy.group;

/** Who wrote a post or a reply, the trainer's marked. */
function Author({ post }: { post: CommunityPostFieldsFragment }) {
  return (
    <header className="moderation__head">
      <strong>{post.author.name}</strong>
      {post.author.trainer ? <span className="moderation__badge">{communityCopy.post.trainer}</span> : null}
      {post.pinned ? <span className="inbox__unread">{communityCopy.post.pinned}</span> : null}
    </header>
  );
}

interface GroupDeskPostProps {
  post: CommunityPostFieldsFragment;
  /** Its replies, oldest first. */
  replies: CommunityPostFieldsFragment[];
  busy: boolean;
  onTogglePin: () => void;
  onReply: (body: string, photo: File | null) => Promise<string | null>;
}

/** A post of the group in «Tu grupo»: its text and photo, the pin, its thread (replies, oldest first) and a reply box. */
export function GroupDeskPost({ post, replies, busy, onTogglePin, onReply }: GroupDeskPostProps) {
  return (
    <article className="moderation__post">
      <Author post={post} />
      <PostText body={post.body} />
      {post.photo ? <PanelPhoto photo={post.photo} author={post.author.name} /> : null}
      <p className="muted moderation__when">
        {when(post.createdAt)} · {text.replies(post.replies)}
      </p>
      <div className="moderation__actions">
        <button
          type="button"
          className={`btn ${post.pinned ? 'btn--ghost' : 'btn--primary'}`}
          aria-pressed={post.pinned}
          disabled={busy}
          onClick={onTogglePin}
        >
          {post.pinned ? text.unpin : text.pin}
        </button>
      </div>
      {replies.length > 0 ? (
        <ul aria-label={text.repliesLabel(post.author.name)} className="group-desk__replies">
          {replies.map((reply) => (
            <li key={reply.id} className="group-desk__reply">
              <Author post={reply} />
              <PostText body={reply.body} />
              {reply.photo ? <PanelPhoto photo={reply.photo} author={reply.author.name} /> : null}
              <p className="muted moderation__when">{when(reply.createdAt)}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <Composer reply photos onSubmit={onReply} />
    </article>
  );
}
