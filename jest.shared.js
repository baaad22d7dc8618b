// Jest in ESM mode with swc (STACK.md): TypeScript sources, the workspaces mapped to their src/.
export const sharedJestConfig = {
  rootDir: import.meta.dirname,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^@reto/(contracts|platform)$': '<rootDir>/packages/$1/src/index.ts',
    '^@reto/platform/testing$': '<rootDir>/packages/platform/src/testing/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
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
};
