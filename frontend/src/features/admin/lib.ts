import { serverMessageOf } from '../auth/lib/error-message';

export type Gender = 'male' | 'female';

/** The server's Spanish message of a failed call, else the spec's catalogue message for it. */
export const messageOf = (error: unknown, fallback: string): string => serverMessageOf(error) ?? fallback;

/** "a simple address pattern" (spec 2, section 5), the same the server applies. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The bulk-import text split by comma, semicolon or newline, each item trimmed. */
export const splitEmails = (text: string): string[] =>
  text
    .split(/[,;\r\n]+/)
    .map((item) => item.trim())
    .filter(Boolean);

export const thumbnailOf = (videoId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/mqdefault.jpg`;

export const formatDate = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('es', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('es', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
