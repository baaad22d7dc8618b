import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFIG_SOURCES, configurationPage, missingFromEnvExample, undescribed } from '../docs/configuration.mjs';
import { envExample } from '../docs/env-example.mjs';
import { CONFIG_SCHEMAS } from './config-schemas.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

const input = () => ({
  schemas: CONFIG_SCHEMAS,
  sources: CONFIG_SOURCES.map(read),
  root: ROOT,
});

/**
 * The configuration reference an operator reads, and the .env.example they copy, are what the apps
 * read: a variable added to a schema, a default changed or a comment rewritten without
 * `npm run generate` fails here, and so does a variable nothing explains.
 */
describe('the configuration reference (docs/operations/configuration.md) and .env.example', () => {
  it('is what the config schemas make', () => {
    expect(read('docs/operations/configuration.md')).toBe(configurationPage(input()));
  });

  it('.env.example is what the config schemas make', () => {
    expect(read('.env.example')).toBe(envExample(input()));
  });

  it('lists in .env.example every variable an app reads', () => {
    expect(missingFromEnvExample({ ...input(), envExample: read('.env.example') })).toEqual([]);
  });

  it('explains every variable', () => {
    expect(undescribed(input())).toEqual([]);
  });
});
