import type { z } from 'zod';

type Schemas = Record<string, z.ZodType>;
export declare const CONFIG_APPS: string[];
export declare const CONFIG_SOURCES: string[];
export declare function envExampleEntries(text: string): Map<string, { value: string; comment: string }>;
export declare function configurationPage(input: {
  schemas: Schemas;
  sources: string[];
  envExample: string;
  root: string;
}): string;
export declare function missingFromEnvExample(input: { schemas: Schemas; envExample: string }): string[];
export declare function undescribed(input: { schemas: Schemas; sources: string[]; envExample: string }): string[];
export declare function shapeOf(schema: z.ZodType): Record<string, z.ZodType>;
