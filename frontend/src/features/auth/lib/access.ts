import { isMarkedPreApproved } from '../../session/storage';

/** Member access as the route guard sees it: hasPaid, or pre-approved in this session (spec 1, section 4). */
export const hasMemberAccess = (user: { id: number; hasPaid: boolean }): boolean =>
  user.hasPaid || isMarkedPreApproved(user.id);
