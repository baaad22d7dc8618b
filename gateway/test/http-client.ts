/** A tiny client of the running gateway that keeps its session cookie, like a browser would. */
export class GatewayClient {
  cookie = '';

  /** `headers` go with every request (e.g. an own `x-forwarded-for` behind a trusted proxy hop). */
  constructor(
    private readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async rest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.keepCookie(res);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.headers,
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    this.keepCookie(res);
    return (await res.json()) as {
      data?: T;
      errors?: Array<{ message: string; extensions: { code: string; status: number } }>;
    };
  }

  private keepCookie(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
  }
}
