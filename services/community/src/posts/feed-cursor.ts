import type { FeedPosition } from './posts.repository.js';
import type { PostEntity } from './post.entity.js';

/** The opaque cursor of the next page: the last post's place in the feed's order. */
export const cursorOf = (post: PostEntity): string =>
  Buffer.from(JSON.stringify([post.pinned, post.createdAt.toISOString(), post.id])).toString('base64url');

/** The place a cursor names, or null when it is not one this service made. */
export function positionOf(cursor: string): FeedPosition | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [pinned, createdAt, id] = value as unknown[];
    if (typeof pinned !== 'boolean' || typeof createdAt !== 'string' || typeof id !== 'string') return null;
    const at = new Date(createdAt);
    if (Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) return null;
    return { pinned, createdAt: at, id };
  } catch {
    return null;
  }
}
