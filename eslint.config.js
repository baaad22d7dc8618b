import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A `no-restricted-imports` rule for one kind of file (paths: modules or named imports; patterns: file globs). */
const restrictImports = (files, { ignores = [], paths = [], patterns = [] }) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] },
});

/** The apps: each service and the gateway; they meet only over NATS, through @reto/contracts. */
const SERVICES = ['identity', 'challenge', 'billing', 'reviews', 'voice', 'admin'];
const APPS = [...SERVICES, 'gateway'];

/** An import of an app's folder or package: by a relative path (`../../billing/src/…`) or by name. */
const importOf = (apps) => ({
  regex: `^((\\.\\./)+(services/)?(${apps.join('|')})/(src|test|dist)(/|$)|@reto/(${apps.join('|')})(/|$))`,
});

/**
 * The gateway keeps no AsyncLocalStorage: on Node 20 its promise hooks tax every promise of every
 * request (a fifth of the gateway's CPU under the bench). A handler passes its request's id to the
 * NATS calls it makes (`@RequestId()`, RpcClient's `requestId`).
 */
const asyncContextMessage =
  "The gateway keeps no AsyncLocalStorage: pass the request's id explicitly (@RequestId(), req.id).";
const GATEWAY_WITHOUT_ASYNC_CONTEXT = [
  { name: '@reto/platform', importNames: ['currentRequestId', 'runWithRequestId'], message: asyncContextMessage },
  { name: 'node:async_hooks', message: asyncContextMessage },
  { name: 'async_hooks', message: asyncContextMessage },
];

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
  // One skeleton in every service: handler (translate, call one use case) → service (rules) →
  // repository (every query, with an after-commit hook). See ARCHITECTURE.md.
  restrictImports(['services/*/src/**/*.service.ts'], {
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
  }),
  // The layering by folder: an app's code never reaches into another app's folder, and the packages
  // never into an app.
  ...APPS.map((app) =>
    restrictImports([app === 'gateway' ? 'gateway/src/**/*.ts' : `services/${app}/src/**/*.ts`], {
      paths: app === 'gateway' ? GATEWAY_WITHOUT_ASYNC_CONTEXT : [],
      patterns: [
        {
          ...importOf(APPS.filter((other) => other !== app)),
          message: "An app never imports another app's folder: call it over NATS, with the types of @reto/contracts.",
        },
      ],
    }),
  ),
  restrictImports(['packages/*/src/**/*.ts'], {
    patterns: [{ ...importOf([...APPS, 'frontend']), message: 'The packages serve the apps and never import one.' }],
  }),
  restrictImports(['services/*/src/**/*.{handler,consumer,controller,resolver}.ts'], {
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
  }),
  restrictImports(['gateway/src/**/*.controller.ts', 'gateway/src/**/*.resolver.ts'], {
    paths: [
      { name: 'nats' },
      { name: '@nestjs/microservices' },
      { name: '@reto/platform', importNames: ['RpcClient'] },
    ].map((path) => ({ ...path, message: 'Controllers and resolvers call a gateway service, never NATS.' })),
  }),
  {
    files: ['**/*.{spec,int-spec}.ts', '**/test/**/*.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
