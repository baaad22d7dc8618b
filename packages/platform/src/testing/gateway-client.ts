import { randomInt } from 'node:crypto';
import { testConnections } from './connections.js';

/** A REST answer: status, headers and the parsed JSON body (undefined when empty). */
export interface RestAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the payload holds
  body: any;
}

export interface GraphqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions: { code: string; status: number } }>;
}

/** A private address, so that each client's rate limits (per address) stay apart. */
export const randomClientAddress = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/**
 * A client of a running gateway that keeps its session cookie, like a browser. `headers` go with
 * every request (e.g. `x-forwarded-for` behind a trusted proxy hop: see {@link GatewayClient.fromOwnAddress}).
 */
export class GatewayClient {
  cookie = '';

  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  /** A client coming from its own address (X-Forwarded-For: the test system trusts one proxy hop). */
  static fromOwnAddress(baseUrl: string, headers: Record<string, string> = {}): GatewayClient {
    return new GatewayClient(baseUrl, { 'x-forwarded-for': randomClientAddress(), ...headers });
  }

  /** The address this client claims, if any. */
  get ip(): string | undefined {
    return this.headers['x-forwarded-for'];
  }

  /** Any request with this client's cookie and headers; the answer's cookie is kept. */
  async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      // Node's fetch takes a dispatcher of the undici package (its own undici's types name another class).
      dispatcher: testConnections as unknown as RequestInit['dispatcher'],
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...this.headers, ...init.headers },
    });
    for (const header of res.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    return res;
  }

  async rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RestAnswer> {
    const res = await this.fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<GraphqlAnswer<T>> {
    const res = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GraphqlAnswer<T>;
  }
}
