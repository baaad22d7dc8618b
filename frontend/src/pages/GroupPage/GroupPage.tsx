import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { communityCopy } from '../../features/community/community.copy';
import { GroupFeed } from '../../features/community/components/GroupFeed';
import { ROUTES } from '../../routes';

/** `/grupo`: the member's edition group, live. */
export function GroupPage() {
  return (
    <MemberLayout>
      <h1 className="page__title">{communityCopy.title}</h1>
      <p className="muted group-intro">{communityCopy.subtitle}</p>
      <Link to={ROUTES.messages} className="btn btn--ghost group-to-coach">
        <MessageCircle aria-hidden="true" size={18} />
        {communityCopy.messages.fromGroup}
      </Link>
      <GroupFeed />
    </MemberLayout>
  );
}
