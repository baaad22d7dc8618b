import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { gatewayResolvers } from '../graphql/resolvers.js';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
const HEADER =
  "# The gateway's GraphQL schema, printed from its code-first resolvers by `npm run schema -w gateway`.\n\n";

/** The schema as the gateway serves it, sorted, as committed in gateway/schema.graphql. */
export async function printGatewaySchema(): Promise<string> {
  const app = await NestFactory.createApplicationContext(GraphQLSchemaBuilderModule, { logger: false });
  try {
    const schema = await app.get(GraphQLSchemaFactory).create(gatewayResolvers);
    return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
  } finally {
    await app.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SCHEMA_FILE, await printGatewaySchema());
  process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
}
