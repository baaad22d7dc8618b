// Jest in ESM mode with swc (STACK.md): TypeScript sources, the workspaces mapped to their src/.
export const sharedJestConfig = {
  rootDir: import.meta.dirname,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^@reto/(contracts|platform)$': '<rootDir>/packages/$1/src/index.ts',
    '^@reto/platform/testing$': '<rootDir>/packages/platform/src/testing/index.ts',
    '^@reto/contracts/shared-copy$': '<rootDir>/packages/contracts/src/shared-copy/index.ts',
    '^@reto/contracts/(.+)$': '<rootDir>/packages/contracts/src/$1.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Jest cannot require() an ES module from CommonJS (Node 20 can): @fastify/static (which
    // Mercurius loads) requires the ESM-only content-disposition 3; tests get version 2 (a root
    // devDependency), the same CommonJS `create` (only file downloads, none in tests, use it).
    '^content-disposition$': '<rootDir>/node_modules/content-disposition/dist/index.js',
  },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2023',
        },
        module: { type: 'es6' },
      },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/frontend/', '<rootDir>/e2e/'],
  testEnvironment: 'node',
  // Longest first (jest's cache, else the committed durations): no worker ends a tier alone on a long file.
  testSequencer: '<rootDir>/infra/testing/longest-first-sequencer.js',
};
