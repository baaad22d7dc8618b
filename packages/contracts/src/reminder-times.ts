/** The streak nudge: in the evening, while the day can still be saved, for a streak worth it. */
export const STREAK_NUDGE_TIME = '20:00';
export const STREAK_NUDGE_MIN_DAYS = 2;
