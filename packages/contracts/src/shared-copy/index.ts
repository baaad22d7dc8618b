/**
 * Shared copy, not contracts: the Spanish words more than one app renders and must say alike (the
 * gateway's server-rendered /landing and the web client; the price wording of the pages, billing's
 * e-mails and the voice coach; the check-in's questions in the panel and its e-mail). Copy only one
 * app shows lives in that app (docs/adr/0015-landing-copy-stays-shared.md).
 */
export * from './edition-start.js';
export * from './landing-hero.js';
export * from './price.js';
export * from './support-contact.js';
export * from './survey.js';
