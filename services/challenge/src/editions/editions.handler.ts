import { ChallengeSubjects, nextEdition } from '@reto/contracts';
import { Clock, requestHandlers } from '@reto/platform';
import { localDate } from '../calendar/calendar.js';

/** The number and start date of the next edition (the landing and plan pages advertise it). */
export const EditionsHandler = requestHandlers(Clock, (handle) => ({
  [ChallengeSubjects.nextEdition]: handle((clock) => nextEdition(localDate(clock.now(), 'UTC'))),
}));
