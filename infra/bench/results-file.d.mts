export const PHASES: string[];
export type Results = Record<string, unknown> & { at?: string };
export function mergedResults(previous: Results | undefined, run: Results): Results;
