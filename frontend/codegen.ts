import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL operations for the React client, generated from the gateway's committed schema.
 * Run from the repository root with `npm run codegen -w frontend` (paths are relative to frontend/).
 * Every operation lives in its own `.graphql` file beside the feature that uses it.
 */
const config: CodegenConfig = {
  schema: '../gateway/schema.graphql',
  documents: ['src/**/*.graphql'],
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        nonOptionalTypename: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: {},
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
