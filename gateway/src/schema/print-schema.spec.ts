import { readFile } from 'node:fs/promises';
import { printGatewaySchema, SCHEMA_FILE } from './print-schema.js';

describe('the committed GraphQL schema', () => {
  it('is the schema the resolvers define (run `npm run codegen` after changing them)', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(await printGatewaySchema());
  });
});
