import type { z } from 'zod';

export declare const LOCAL_SETTINGS: Array<{
  title: string;
  settings: Array<{ name: string; value: string; meaning: string }>;
}>;
export declare function envExample(input: {
  schemas: Record<string, z.ZodType>;
  sources: string[];
  root: string;
}): string;
