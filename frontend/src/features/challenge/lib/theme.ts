import { DARK_THEME_FROM_HOUR, DARK_THEME_UNTIL_HOUR } from '../../../constants';

/** The member area's one theme rule, by the local hour (0-23): dark from 16:00 to 06:00, light by day. */
export const isDarkHour = (hour: number): boolean => hour >= DARK_THEME_FROM_HOUR || hour < DARK_THEME_UNTIL_HOUR;
