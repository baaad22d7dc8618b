import type { LockReason } from '@reto/contracts';

export interface LockState {
  locked: boolean;
  reason: LockReason;
}

/**
 * A later unit is locked (future); today's and every earlier one (expired: its day has passed) are
 * open, so a missed day can be caught up, as a late completion; unlockAll opens all.
 */
export function lockState(day: number, currentDay: number, unlockAll = false): LockState {
  const reason: LockReason = day > currentDay ? 'future' : day < currentDay ? 'expired' : 'today';
  return { locked: !unlockAll && reason === 'future', reason };
}
