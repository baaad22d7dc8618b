import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serviceConfigSchema } from '@reto/platform';
import { billingConfigSchema } from '../../services/billing/src/billing.config.js';
import { challengeConfigSchema } from '../../services/challenge/src/challenge.config.js';
import { identityConfigSchema } from '../../services/identity/src/identity.config.js';
import { reviewsConfigSchema } from '../../services/reviews/src/reviews.config.js';
import { voiceConfigSchema } from '../../services/voice/src/voice.config.js';
import { gatewayConfigSchema } from '../../gateway/src/gateway.config.js';
import { CONFIG_SOURCES, configurationPage, missingFromEnvExample, undescribed } from '../docs/configuration.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

/** Each app's schema, from its source, as the app validates its settings at boot. */
const schemas = {
  gateway: gatewayConfigSchema,
  identity: identityConfigSchema,
  challenge: challengeConfigSchema,
  billing: billingConfigSchema,
  reviews: reviewsConfigSchema,
  voice: voiceConfigSchema,
  admin: serviceConfigSchema('admin'),
};
const input = () => ({
  schemas,
  sources: CONFIG_SOURCES.map(read),
  envExample: read('.env.example'),
  root: ROOT,
});

/**
 * The configuration reference an operator reads is what the apps read: a variable added to a
 * schema, a default changed or a comment rewritten without `npm run generate` fails here, and so
 * does a variable .env.example does not list or nothing explains.
 */
describe('the configuration reference (docs/operations/configuration.md)', () => {
  it('is what the config schemas make', () => {
    expect(read('docs/operations/configuration.md')).toBe(configurationPage(input()));
  });

  it('lists in .env.example every variable an app reads', () => {
    expect(missingFromEnvExample(input())).toEqual([]);
  });

  it('explains every variable', () => {
    expect(undescribed(input())).toEqual([]);
  });
});
