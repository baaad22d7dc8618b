import { useState } from 'react';
import type { CommunityPostFieldsFragment } from '../../../gql/graphql';
import { PostText } from '../../community/components/PostText';
import { adminCopy } from '../admin.copy';
import { when } from './InboxProgress';
import { PanelPhoto } from './PanelPhoto';

const text = adminCopy.moderation;

export interface ReportedPostProps {
  post: CommunityPostFieldsFragment;
  reports: number;
  lastReportedAt: string;
  busy: boolean;
  /** Hides (true) or restores (false) the post. */
  onHide: (hidden: boolean) => void;
  /** Mutes the post's author for `hours` (0 lifts the pause). */
  onMute: (hours: number) => void;
}

/** One reported post for the trainer: its text, how many reported it, hide or restore, pause its author. */
export function ReportedPost({ post, reports, lastReportedAt, busy, onHide, onMute }: ReportedPostProps) {
  const [hours, setHours] = useState<number>(text.muteOptions[0]!.hours);
  const selectId = `mute-${post.id}`;
  return (
    <article className={`moderation__post${post.hidden ? ' moderation__post--hidden' : ''}`}>
      <header className="moderation__head">
        <strong>{post.author.name}</strong>
        <span className="inbox__unread">{text.reports(reports)}</span>
        {post.hidden ? <span className="moderation__badge">{text.hiddenBadge}</span> : null}
      </header>
      <PostText body={post.body} />
      {post.photo ? <PanelPhoto photo={post.photo} author={post.author.name} /> : null}
      <p className="muted moderation__when">{text.lastReported(when(lastReportedAt))}</p>
      <div className="moderation__actions">
        <button
          type="button"
          className={`btn ${post.hidden ? 'btn--ghost' : 'btn--danger'}`}
          disabled={busy}
          onClick={() => onHide(!post.hidden)}
        >
          {post.hidden ? text.restore : text.hide}
        </button>
        {post.author.trainer ? null : (
          <span className="moderation__mute">
            <label htmlFor={selectId} className="visually-hidden">
              {text.muteLabel(post.author.name)}
            </label>
            <select
              id={selectId}
              className="admin-select"
              value={hours}
              disabled={busy}
              onChange={(event) => setHours(Number(event.target.value))}
            >
              {text.muteOptions.map((option) => (
                <option key={option.hours} value={option.hours}>
                  {option.label}
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => onMute(hours)}>
              {text.mute}
            </button>
          </span>
        )}
      </div>
    </article>
  );
}
