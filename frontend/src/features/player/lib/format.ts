/** "0:45", "1:30": a countdown's minutes and seconds. */
export const clockText = (seconds: number): string => {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
};
