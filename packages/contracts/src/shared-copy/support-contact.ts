/**
 * Where and when support answers, as every page, e-mail and the coach say it: the defaults of the
 * SUPPORT_EMAIL and SUPPORT_HOURS settings (the gateway writes the values into the pages it serves;
 * the web client falls back to these when a page carries none).
 */
export const DEFAULT_SUPPORT_EMAIL = 'soporte@retoemilio.com';
export const DEFAULT_SUPPORT_HOURS = 'de lunes a viernes, de 9:00 a 18:00, hora de Ciudad de México';
