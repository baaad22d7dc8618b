/**
 * When support answers, as every page, e-mail and the coach say it: the default of the one setting
 * (SUPPORT_HOURS for the services, VITE_SUPPORT_HOURS for the web client, kept equal).
 */
export const DEFAULT_SUPPORT_HOURS = 'de lunes a viernes, de 9:00 a 18:00, hora de Ciudad de México';
