// The web app's own GraphQL operations, read from its documents (frontend/src/**/*.graphql) with the
// fragments each spreads: P5 replays what the app sends, not a document written for the bench.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../local/system.mjs';

const definition = /^(query|mutation|subscription|fragment)\s+(\w+)/gm;

/** Every `.graphql` file under `dir`, its definitions split by name. */
function definitions(dir) {
  const found = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.graphql')) continue;
    const text = readFileSync(join(entry.parentPath ?? entry.path, entry.name), 'utf8');
    const starts = [...text.matchAll(definition)];
    starts.forEach((match, i) =>
      found.set(`${match[1] === 'fragment' ? 'fragment' : 'operation'}:${match[2]}`, {
        text: text.slice(match.index, starts[i + 1]?.index ?? text.length).trim(),
      }),
    );
  }
  return found;
}

/**
 * `operation(name, variables)`: the request body the app's Apollo Client sends for the operation
 * `name` (its document and every fragment it spreads, at any depth).
 */
export function appOperations(dir = join(ROOT, 'frontend/src')) {
  const known = definitions(dir);
  const documentOf = (name) => {
    const operation = known.get(`operation:${name}`);
    if (!operation) throw new Error(`the app has no operation ${name}`);
    const parts = [operation.text];
    const spread = new Set();
    for (let i = 0; i < parts.length; i += 1)
      for (const [, fragment] of parts[i].matchAll(/\.\.\.(\w+)/g)) {
        if (spread.has(fragment)) continue;
        spread.add(fragment);
        const found = known.get(`fragment:${fragment}`);
        if (!found) throw new Error(`the app has no fragment ${fragment}`);
        parts.push(found.text);
      }
    return parts.join('\n\n');
  };
  const documents = new Map();
  return (name, variables = {}) => {
    if (!documents.has(name)) documents.set(name, documentOf(name));
    return JSON.stringify({ operationName: name, variables, query: documents.get(name) });
  };
}
