import { Link } from 'react-router-dom';
import { SUPPORT_HOURS } from '../../config';
import { MemberLayout } from '../../features/challenge/components/MemberLayout';
import { communityCopy } from '../../features/community/community.copy';
import { DirectConversation } from '../../features/community/components/DirectConversation';
import { ROUTES } from '../../routes';

/** `/mensajes`: the member's private conversation with the coach, live. */
export function MessagesPage() {
  const copy = communityCopy.messages;
  return (
    <MemberLayout>
      <h1 className="page__title">{copy.title}</h1>
      <p className="muted group-intro">{copy.subtitle(SUPPORT_HOURS)}</p>
      <p className="dm__back">
        <Link to={ROUTES.group}>{copy.toGroup}</Link>
      </p>
      <DirectConversation />
    </MemberLayout>
  );
}
