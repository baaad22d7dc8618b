import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { communityCopy } from '../../features/community/community.copy';
import { GroupFeed } from '../../features/community/components/GroupFeed';

/** `/grupo`: the member's edition group, live. */
export function GroupPage() {
  return (
    <MemberLayout>
      <h1 className="page__title">{communityCopy.title}</h1>
      <p className="muted group-intro">{communityCopy.subtitle}</p>
      <GroupFeed />
    </MemberLayout>
  );
}
