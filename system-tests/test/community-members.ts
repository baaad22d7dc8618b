import { dateIn, runningEdition } from '@reto/contracts';
import { GatewayClient, until } from '@reto/platform/testing';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestSystem } from '../../infra/local/test-system.mjs';
import type { SystemRpc } from './system-rpc.js';

/**
 * The community's members, the trainer's panel and their live subscriptions, as the community
 * system tests make them: through the public sign-up, the admin grant and the gateway's WebSocket.
 */

let seq = 0;

/** The edition running when the suite was loaded (read once: a suite that crosses midnight keeps its groups). */
const RUNNING_EDITION = runningEdition(dateIn('UTC')).number;

/**
 * The `ahead`-th edition after the one running today: a member's group lasts until their edition
 * ends, so a suite on the real clock enrols in these (a fixed number's edition ends one day, and its
 * members then reach no group).
 */
export const comingEdition = (ahead: number): number => RUNNING_EDITION + ahead;

/** What a new member must reach before a test uses them (the grant reaches the community through JetStream). */
const REACHES = {
  /** the edition group: their feed answers */
  group: '{ communityFeed { nextCursor } }',
  /** the coach: their conversation answers */
  coach: '{ directConversation { id } }',
} as const;

export interface Member {
  client: GatewayClient;
  id: number;
  email: string;
  /** Their name as the community shows it: first name and initial. */
  name: string;
}

/**
 * A member signed up as `first` (numbered, so each is new), enrolled in `edition`, once they reach
 * the group or the coach (`reaches`; `null`: the grant only).
 */
export async function enrolledMember(
  system: TestSystem,
  nats: SystemRpc,
  {
    edition,
    first = 'Socia',
    reaches = 'group',
  }: { edition: number; first?: string; reaches?: keyof typeof REACHES | null },
): Promise<Member> {
  const client = new GatewayClient(system.url);
  seq += 1;
  const email = `${first.toLowerCase()}.${Date.now().toString(36)}.${seq}@example.com`;
  const registered = await client.rest('POST', '/api/register', {
    username: `${first}${seq} Ruiz`,
    email,
    password: 'reto-28-dias',
    gender: 'female',
    timezone: 'Europe/Madrid',
  });
  expect(registered.status).toBe(201);
  const id = registered.body.id as number;
  await nats.enrol(id, email, edition);
  if (reaches)
    await until(async () => !(await client.graphql(REACHES[reaches])).errors, {
      what: `the member to reach the ${reaches}`,
      timeoutMs: 20_000,
    });
  return { client, id, email, name: `${first}${seq} R.` };
}

export interface Trainer {
  client: GatewayClient;
  /** The panel's credential: connection_init's `adminAuth` on a WebSocket. */
  adminAuth: string;
  /** The panel's credential as a request header. */
  headers: Record<string, string>;
}

/** The administrator signed in through `POST /api/login`, with the panel's credential. */
export async function signedInTrainer(system: TestSystem): Promise<Trainer> {
  const client = new GatewayClient(system.url);
  const login = await client.rest('POST', '/api/login', system.admin);
  const adminAuth = login.body.adminAuth as string;
  expect(adminAuth).toEqual(expect.any(String));
  return { client, adminAuth, headers: { 'x-admin-auth': adminAuth } };
}

/** Who opens a WebSocket: a session's cookie (none: a visitor), and the panel's credential for the trainer. */
export interface Viewer {
  cookie?: string;
  adminAuth?: string;
}

export interface LiveSubscription<T> {
  /** The events received, in order (not the marker). */
  received: T[];
  errors: unknown[];
  readonly completed: boolean;
  /** Waits for the subscription's live marker (its `null` first event): every change from then on reaches it. */
  live(): Promise<void>;
}

const sockets: Client[] = [];

/** A WebSocket to the gateway at `baseUrl`, as `viewer`; closed by {@link closeSockets}. */
export function liveSocket(baseUrl: string, viewer: Viewer) {
  const headers = viewer.cookie ? { cookie: viewer.cookie } : {};
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    connectionParams: viewer.adminAuth ? { adminAuth: viewer.adminAuth } : undefined,
    retryAttempts: 0,
    lazy: false,
  });
  sockets.push(client);
  let connected = false;
  client.on('connected', () => (connected = true));
  return {
    /** The server acknowledged the connection: a subscribe message now leaves at once. */
    connected: () => until(() => connected, { what: 'the WebSocket to be acknowledged', timeoutMs: 10_000 }),
    /** Subscribes; `onMarker` runs on the live marker (a page reads again then). */
    subscribe<T>(
      request: { query: string; variables?: Record<string, unknown> },
      onMarker: () => void = () => undefined,
    ): LiveSubscription<T> {
      const received: T[] = [];
      const errors: unknown[] = [];
      let completed = false;
      let marked = false;
      client.subscribe<Record<string, T | null>>(request, {
        next: (value) => {
          if (value.errors) errors.push(...value.errors);
          const event = value.data ? Object.values(value.data)[0] : undefined;
          if (event) received.push(event);
          else if (value.data) {
            marked = true;
            onMarker();
          }
        },
        error: (error) => errors.push(...(Array.isArray(error) ? error : [error])),
        complete: () => (completed = true),
      });
      return {
        received,
        errors,
        get completed() {
          return completed;
        },
        live: () => until(() => marked, { what: 'the subscription to be live', timeoutMs: 20_000 }),
      };
    },
  };
}

/** A subscription on a new WebSocket to `baseUrl` as `viewer`. */
export const subscribeLive = <T>(
  baseUrl: string,
  viewer: Viewer,
  request: { query: string; variables?: Record<string, unknown> },
): LiveSubscription<T> => liveSocket(baseUrl, viewer).subscribe<T>(request);

/** Closes every WebSocket the test file opened (its `afterAll`). */
export const closeSockets = async (): Promise<void> => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
};
