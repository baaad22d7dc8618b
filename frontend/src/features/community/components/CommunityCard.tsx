import { useQuery } from '@apollo/client/react';
import { MessageCircle, Pin, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DashboardCommunityDocument } from '../../../gql/graphql';
import { ROUTES } from '../../../routes';
import { communityCopy } from '../community.copy';

const text = communityCopy.dashboard;

/**
 * The dashboard's window on the community: the latest pinned post of the member's edition group
 * and how many of the coach's messages wait unread, each a link (/grupo, /mensajes). Nothing
 * while it loads, or for a member outside a group.
 */
export function CommunityCard() {
  const { data } = useQuery(DashboardCommunityDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const { pinned, unread } = data.communityCard;
  return (
    <section className="card dash-community" aria-labelledby="dash-community-title">
      <h2 id="dash-community-title" className="dash__section-title">
        <Users size={18} aria-hidden="true" /> {text.title}
      </h2>
      {pinned ? (
        <figure className="dash-community__pinned">
          <figcaption className="dash-community__by">
            <Pin size={14} aria-hidden="true" /> {text.pinnedBy(pinned.authorName)}
          </figcaption>
          <blockquote className="dash-community__body">{pinned.body}</blockquote>
        </figure>
      ) : (
        <p className="muted">{text.noPinned}</p>
      )}
      <div className="dash-community__links">
        <Link className="btn btn--ghost btn--block" to={ROUTES.group}>
          {text.openGroup}
        </Link>
        <Link className={`btn btn--block ${unread > 0 ? 'btn--primary' : 'btn--ghost'}`} to={ROUTES.messages}>
          <MessageCircle size={18} aria-hidden="true" />
          {unread > 0 ? text.unread(unread) : text.noUnread}
        </Link>
      </div>
    </section>
  );
}
