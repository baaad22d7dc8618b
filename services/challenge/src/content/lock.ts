import type { LockReason } from '@reto/contracts';

export interface LockState {
  locked: boolean;
  reason: LockReason;
}

/** A later unit is locked (future), an earlier one is locked (expired), today's is open; unlockAll opens all. */
export function lockState(day: number, currentDay: number, unlockAll = false): LockState {
  const reason: LockReason = day > currentDay ? 'future' : day < currentDay ? 'expired' : 'today';
  return { locked: !unlockAll && reason !== 'today', reason };
}
