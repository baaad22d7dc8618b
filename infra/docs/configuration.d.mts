import type { z } from 'zod';

type Schemas = Record<string, z.ZodType>;
export declare const CONFIG_APPS: string[];
export declare const CONFIG_SOURCES: string[];
export declare function envExampleEntries(text: string): Map<string, { value: string; comment: string }>;
export declare function configurationPage(input: { schemas: Schemas; sources: string[]; root: string }): string;
export declare function missingFromEnvExample(input: { schemas: Schemas; envExample: string }): string[];
export declare function undescribed(input: { schemas: Schemas; sources: string[] }): string[];
export declare function configMeanings(sources: string[]): Map<string, string>;
export declare function defaultOf(field: z.ZodType): unknown;
export declare function shapeOf(schema: z.ZodType): Record<string, z.ZodType>;
