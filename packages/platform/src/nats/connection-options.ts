import type { ConnectionOptions } from '@nats-io/transport-node';

export interface NatsCredentials {
  /** NATS_URL; it may carry `user:password@` (the client library does not read them from there). */
  url: string;
  /** NATS_USER / NATS_PASSWORD: when set, they win over the URL's. */
  user?: string;
  password?: string;
}

/**
 * How an app connects: the server without credentials in its URL, the user and password, and the
 * user's own inbox prefix (`_INBOX_<user>`): the server lets only that user read its replies.
 */
export function natsConnectionOptions({ url, user, password }: NatsCredentials): ConnectionOptions {
  const parsed = new URL(url);
  const name = user || decodeURIComponent(parsed.username);
  const pass = user ? password : decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  const servers = `${parsed.protocol}//${parsed.host}`;
  if (!name) return { servers };
  return { servers, user: name, pass: pass ?? '', inboxPrefix: `_INBOX_${name}` };
}
