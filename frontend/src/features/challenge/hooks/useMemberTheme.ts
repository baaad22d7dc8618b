import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DAY_ROLLOVER_CHECK_MS, THEME_CHECK_MS } from '../../../constants';
import { localDateIn, localHourIn } from '../lib/days';
import { isDarkHour } from '../lib/theme';
import { AFTER_DAY_CHANGE } from './useChallenge';

const LAST_CHECKED_DATE_KEY = 'reto.lastCheckedDate';

/** Dark from 16:00 to 06:00 local time (checked every minute); the male gold/green or the female purple palette. */
export function useMemberTheme(gender: string | undefined, timezone: string | undefined): void {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), THEME_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const dark = isDark(now, timezone);
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.palette = gender === 'female' ? 'female' : 'male';
    root.dataset.theme = dark ? 'dark' : 'light';
    return () => {
      delete root.dataset.palette;
      delete root.dataset.theme;
    };
  }, [gender, dark]);
}

function isDark(now: Date, timezone: string | undefined): boolean {
  try {
    return isDarkHour(localHourIn(now, timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone));
  } catch {
    return isDarkHour(now.getHours());
  }
}

/** Day rollover: when the local date differs from the last one seen, today's data is fetched again. */
export function useDayRollover(timezone: string | undefined): void {
  const client = useApolloClient();
  useEffect(() => {
    if (!timezone) return;
    const check = () => {
      const today = localDateIn(new Date(), timezone);
      const last = localStorage.getItem(LAST_CHECKED_DATE_KEY);
      localStorage.setItem(LAST_CHECKED_DATE_KEY, today);
      if (last && last !== today) void client.refetchQueries({ include: AFTER_DAY_CHANGE });
    };
    check();
    const timer = setInterval(check, DAY_ROLLOVER_CHECK_MS);
    return () => clearInterval(timer);
  }, [client, timezone]);
}
