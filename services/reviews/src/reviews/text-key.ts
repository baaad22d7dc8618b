import { createHash } from 'node:crypto';

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The key of a review's text: the same title and body (whitespace aside) give the same key, so the
 * same text from one address is stored once. Migration 1764400000100 computes it the same way in SQL.
 */
export const textKeyOf = (title: string | null, body: string): string =>
  createHash('sha256')
    .update(`${normalized(title ?? '')}\n${normalized(body)}`)
    .digest('hex');
