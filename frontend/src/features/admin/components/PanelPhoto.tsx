import { communityCopy } from '../../community/community.copy';
import { PostPhoto } from '../../community/components/PostPhoto';
import { adminCopy } from '../admin.copy';
import { usePanelPhoto } from '../hooks/usePanelPhoto';

interface PanelPhotoProps {
  /** The photo as the panel's posts carry it: its admin path and stored size. */
  photo: { url: string; width: number; height: number };
  /** Who shared it (first name and initial, or the trainer): its text alternative names them. */
  author: string;
}

/**
 * A group photo in the trainer's panel (a post, a reply, a reported one, hidden or not), so he sees
 * what he moderates: its stored proportions hold its place while it loads near the view; once
 * fetched with the admin credential it shows as in the member's feed, a little narrower on a wide
 * screen.
 */
export function PanelPhoto({ photo, author }: PanelPhotoProps) {
  const { ref, state } = usePanelPhoto(photo.url);
  if (state.status === 'shown')
    return (
      <div className="panel-photo">
        <PostPhoto photo={{ ...photo, url: state.src }} author={author} />
      </div>
    );
  const place = { aspectRatio: `${String(photo.width)} / ${String(photo.height)}` };
  if (state.status === 'failed')
    return (
      <div className="panel-photo panel-photo--place" style={place}>
        <p className="muted">{adminCopy.group.photoFailed}</p>
      </div>
    );
  return (
    <div
      ref={ref}
      className="panel-photo panel-photo--place"
      style={place}
      role="img"
      aria-label={communityCopy.photo.alt(author)}
      aria-busy="true"
    />
  );
}
