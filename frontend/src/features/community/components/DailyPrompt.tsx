import { useQuery } from '@apollo/client/react';
import { CommunityPromptDocument } from '../../../gql/graphql';
import { communityCopy } from '../community.copy';

/** The trainer's question of the member's programme day ("Día 12: …"), when there is one. */
export function DailyPrompt() {
  const { data } = useQuery(CommunityPromptDocument, { fetchPolicy: 'cache-and-network' });
  const prompt = data?.communityPrompt;
  if (!prompt?.prompt || prompt.day === null) return null;
  return (
    <section className="group-prompt" aria-label={communityCopy.promptLabel(prompt.day)}>
      <span className="group-prompt__day">{communityCopy.promptLabel(prompt.day)}</span>
      <p className="group-prompt__text">{prompt.prompt}</p>
    </section>
  );
}
