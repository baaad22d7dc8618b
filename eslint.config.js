import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APPS, SERVICES } from './infra/apps.mjs';

/** A `no-restricted-imports` rule for one kind of file (paths: modules or named imports; patterns: file globs). */
const restrictImports = (files, { ignores = [], paths = [], patterns = [] }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

/** The apps (infra/apps.mjs): each service and the gateway; they meet only over NATS, through @reto/contracts. */

/** An import of an app's folder or package: by a relative path (`../../billing/src/…`) or by name. */
const importOf = (apps) => ({
  regex: `^((\\.\\./)+(services/)?(${apps.join('|')})/(src|test|dist)(/|$)|@reto/(${apps.join('|')})(/|$))`,
});

/**
 * No AsyncLocalStorage anywhere: on Node 20 its promise hooks tax every promise of a process (a
 * fifth of the gateway's CPU under the bench). A request's id is passed explicitly: `@RequestId()`
 * and `req.id` in the gateway, `@NatsRequestId()` in a service's handler, RpcClient's `requestId`.
 */
const asyncContextMessage =
  "No AsyncLocalStorage: pass the request's id explicitly (@RequestId() or req.id, @NatsRequestId(), RpcClient's requestId).";
const NO_ASYNC_CONTEXT = {
  paths: ['node:async_hooks', 'async_hooks'].map((name) => ({ name, message: asyncContextMessage })),
};

/** An app's own folder: it never imports another app's. */
const OWN_FOLDER = (app) => ({
  patterns: [
    {
      ...importOf(APPS.filter((other) => other !== app)),
      message: "An app never imports another app's folder: call it over NATS, with the types of @reto/contracts.",
    },
  ],
});

/** A service's use cases (`*.service.ts`) never touch the database. */
const USE_CASE = {
  paths: [
    {
      name: 'typeorm',
      importNames: ['DataSource', 'EntityManager'],
      message: 'Services never touch the database: put the query in a repository (a Tx carries the transaction).',
    },
    {
      name: '@nestjs/typeorm',
      importNames: ['InjectDataSource', 'InjectEntityManager', 'InjectRepository'],
      message: 'Services never touch the database: inject the feature repository instead.',
    },
  ],
};

/** A service's handlers only translate and call one use case. */
const HANDLER = {
  paths: ['typeorm', '@nestjs/typeorm'].map((name) => ({
    name,
    message: 'Handlers only translate and call one service use case.',
  })),
  patterns: [
    {
      group: ['**/*.repository', '**/*.repository.js', '**/*.entity', '**/*.entity.js'],
      message: 'Handlers call a service, never a repository or an entity.',
    },
  ],
};

/** The gateway's controllers and resolvers call a gateway service, never NATS. */
const GATEWAY_EDGE = {
  paths: [
    { name: 'nats' },
    { name: '@nestjs/microservices' },
    { name: '@reto/platform', importNames: ['RpcClient'] },
  ].map((path) => ({ ...path, message: 'Controllers and resolvers call a gateway service, never NATS.' })),
};

/**
 * One `no-restricted-imports` for files under several restrictions: ESLint keeps only the last
 * config's options for a rule, so a narrower config carries the broader ones with its own.
 */
const restrictLayered = (files, ...restrictions) =>
  restrictImports(files, {
    paths: restrictions.flatMap((restriction) => restriction.paths ?? []),
    patterns: restrictions.flatMap((restriction) => restriction.patterns ?? []),
  });
const sourcesOf = (app) => (app === 'gateway' ? 'gateway/src' : `services/${app}/src`);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'frontend/src/gql/**',
      '.run/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  // The layering by folder: an app's code never reaches into another app's folder, and the packages
  // never into an app; no AsyncLocalStorage anywhere.
  ...APPS.map((app) => restrictLayered([`${sourcesOf(app)}/**/*.ts`], OWN_FOLDER(app), NO_ASYNC_CONTEXT)),
  restrictLayered(
    ['packages/*/src/**/*.ts'],
    {
      patterns: [{ ...importOf([...APPS, 'frontend']), message: 'The packages serve the apps and never import one.' }],
    },
    NO_ASYNC_CONTEXT,
  ),
  // One skeleton in every service: handler (translate, call one use case) → service (rules) →
  // repository (every query, with an after-commit hook). See ARCHITECTURE.md.
  ...SERVICES.flatMap((app) => [
    restrictLayered([`${sourcesOf(app)}/**/*.service.ts`], OWN_FOLDER(app), NO_ASYNC_CONTEXT, USE_CASE),
    restrictLayered(
      [`${sourcesOf(app)}/**/*.{handler,consumer,controller,resolver}.ts`],
      OWN_FOLDER(app),
      NO_ASYNC_CONTEXT,
      HANDLER,
    ),
  ]),
  restrictLayered(
    ['gateway/src/**/*.controller.ts', 'gateway/src/**/*.resolver.ts'],
    OWN_FOLDER('gateway'),
    NO_ASYNC_CONTEXT,
    GATEWAY_EDGE,
  ),
  {
    files: ['**/*.{spec,int-spec}.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
