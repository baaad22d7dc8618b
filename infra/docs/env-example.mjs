// .env.example from the apps' zod config schemas: every variable an app reads, with its meaning (the
// schema's doc comment) and its default (the schema's), then the few that only `npm start`,
// docker-compose or the frontend build read (listed below, as nothing else declares them).

import { DATABASE_SERVICES } from '../apps.mjs';
import { CONFIG_APPS, configMeanings, defaultOf, shapeOf } from './configuration.mjs';

/** Apps' variables whose line in .env.example differs from the schema's default, and why. */
const LOCAL_VALUES = {
  // the schema's default is a server on 4222; `npm start` runs its own when this is empty
  NATS_URL: {
    value: '',
    note: "Empty: `npm start` runs the project's own nats-server (infra/nats) on NATS_PORT; set it to use a server of yours.",
  },
  // `npm start` creates every service's database, role and schema through it
  DATABASE_ADMIN_URL: {
    value: 'postgres://postgres@127.0.0.1:5432/postgres',
    note: '`npm start` creates the databases, roles and schemas through it.',
  },
};

/** Variables no app schema declares: read by `npm start`, docker-compose or the frontend's build. */
export const LOCAL_SETTINGS = [
  {
    title: '`npm start` (infra/local/start.mjs)',
    settings: [
      { name: 'NATS_PORT', value: '4322', meaning: "The port of `npm start`'s own NATS (127.0.0.1 only)." },
      {
        name: 'NATS_SERVER_BIN',
        value: '',
        meaning: "The nats-server to run. Default: /usr/sbin/nats-server (Debian's nats-server), else the one on PATH.",
      },
      ...CONFIG_APPS.map((app) => ({
        name: `${app.toUpperCase()}_NATS_PASSWORD`,
        value: '',
        meaning: `The ${app}'s NATS password, known to the server and to the app (default: reto-${app}-local).`,
      })),
      {
        name: 'DATABASE_NAME',
        value: 'reto',
        meaning: "Each service's database is <DATABASE_NAME>_<service> (reto_identity, …), open only to its role.",
      },
      ...DATABASE_SERVICES.map((service) => ({
        name: `${service.toUpperCase()}_DB_PASSWORD`,
        value: service,
        meaning: `The ${service} service's database role's password.`,
      })),
      {
        name: 'IDENTITY_DATABASE_URL',
        value: '',
        meaning:
          "A service's whole database URL instead (<SERVICE>_DATABASE_URL, e.g. postgres://identity:identity@127.0.0.1:5432/reto_identity); the service reads it as DATABASE_URL.",
      },
      {
        name: 'DEMO_PASSWORD',
        value: 'demo-reto-28',
        meaning: 'The password of the two demo members `npm start` creates and prints (development starts only).',
      },
    ],
  },
  {
    title: 'The frontend (build time)',
    settings: [
      { name: 'VITE_BRAND_NAME', value: 'Reto Emilio', meaning: 'The brand on the pages (keep equal to BRAND_NAME).' },
      {
        name: 'VITE_SHOPIFY_STORE_URL',
        value: '',
        meaning: 'The external store: its checkout link and the origin whose purchase messages are accepted.',
      },
      {
        name: 'BUILD_ID',
        value: '',
        meaning: "The deployed build's id (phones reload once when it changes); empty: the commit and the build time.",
      },
    ],
  },
  {
    title: 'docker-compose.yml only',
    settings: [{ name: 'POSTGRES_PASSWORD', value: 'reto', meaning: "The compose PostgreSQL's superuser password." }],
  },
];

/** `# text` lines of at most `width` characters. */
function commentLines(text, width = 100) {
  const lines = [];
  let line = '#';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line.length + 1 + word.length > width && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  if (line !== '#') lines.push(line);
  return lines;
}

const section = (title) => ['', `# ── ${title} ${'─'.repeat(Math.max(3, 96 - title.length))}`];

/**
 * The file. `schemas`: app → its zod object schema; `sources`: the config files' text (their doc
 * comments are the meanings); `root`: the repository path (a default computed from it is left empty).
 */
export function envExample({ schemas, sources, root }) {
  const meanings = configMeanings(sources);
  const keys = (app) => Object.keys(shapeOf(schemas[app]));
  const readers = (name) => CONFIG_APPS.filter((app) => keys(app).includes(name));
  const variable = (app, name) => {
    const fallback = defaultOf(shapeOf(schemas[app])[name]);
    const computed = typeof fallback === 'string' && fallback.includes(root);
    const local = LOCAL_VALUES[name];
    const value = local ? local.value : fallback === undefined || computed ? '' : String(fallback);
    const notes = [meanings.get(name) ?? ''];
    if (local) notes.push(local.note);
    if (computed) notes.push(`Default: ${fallback.replace(root, '<repo>/')}.`);
    const apps = readers(name);
    if (apps.length > 1 && apps.length < CONFIG_APPS.length) notes.push(`Read by: ${apps.join(', ')}.`);
    return { comment: commentLines(notes.filter(Boolean).join(' ')), line: `${name}=${value}` };
  };
  /** The variables' lines, one comment above each, or above a run of variables sharing it. */
  const block = (entries) =>
    entries.flatMap(({ comment, line }, index) =>
      index > 0 && comment.join('\n') === entries[index - 1].comment.join('\n') ? [line] : ['', ...comment, line],
    );
  const shared = keys(CONFIG_APPS[0]).filter((name) => readers(name).length === CONFIG_APPS.length);
  const lines = [
    "# GENERATED by `npm run generate` (infra/docs/env-example.mjs) from the apps' config schemas: edit those.",
    '#',
    '# Every setting of Reto, with its meaning and default. Copy to .env to change any: `npm start` reads',
    '# it. An empty value is the same as no value (the default). Each app validates its own settings at',
    '# boot and names any missing or bad one; docs/operations/configuration.md lists them by app.',
    ...section('Shared by every app'),
    ...block(shared.map((name) => variable(CONFIG_APPS[0], name))),
  ];
  const listed = new Set(shared);
  for (const app of CONFIG_APPS) {
    const own = keys(app).filter((name) => !listed.has(name));
    if (!own.length) continue;
    own.forEach((name) => listed.add(name));
    lines.push(...section(app), ...block(own.map((name) => variable(app, name))));
  }
  for (const { title, settings } of LOCAL_SETTINGS) {
    lines.push(
      ...section(title),
      ...block(
        settings.map(({ name, value, meaning }) => ({ comment: commentLines(meaning), line: `${name}=${value}` })),
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
