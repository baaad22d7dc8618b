import { CommunityCardSchema, CommunitySubjects } from '@reto/contracts/community';
import { requestHandlers } from '@reto/platform';
import { CardService } from './card.service.js';

/** NATS adapter of the dashboard's community card. */
export const CardHandler = requestHandlers(CardService, (handle) => ({
  [CommunitySubjects.card]: handle(CommunityCardSchema, (card, { member }) => card.card(member.userId)),
}));
