import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the real NATS server, for a test to take one client's connection away:
 * `cut()` drops every connection through it and refuses new ones until `restore()`, so only the
 * clients connected through `url` lose the server (they reconnect by themselves once restored).
 */
export class NatsProxy {
  readonly #sockets = new Set<Socket>();
  #refusing = false;

  private constructor(
    private readonly server: Server,
    /** The NATS URL the proxy's clients connect to: the server's, credentials included, at the proxy's port. */
    readonly url: string,
  ) {}

  static async start(natsUrl: string): Promise<NatsProxy> {
    const target = new URL(natsUrl);
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = new URL(natsUrl);
    url.hostname = '127.0.0.1';
    url.port = String((server.address() as { port: number }).port);
    const proxy = new NatsProxy(server, url.toString().replace(/\/$/, ''));
    server.on('connection', (socket) => proxy.#pass(socket, Number(target.port || 4222), target.hostname));
    return proxy;
  }

  #pass(socket: Socket, port: number, host: string): void {
    if (this.#refusing) {
      socket.destroy();
      return;
    }
    const upstream = tcpConnect(port, host);
    for (const end of [socket, upstream]) {
      this.#sockets.add(end);
      end.on('error', () => undefined);
      end.on('close', () => this.#sockets.delete(end));
    }
    socket.pipe(upstream).pipe(socket);
  }

  /** Drops the connections through the proxy and refuses new ones. */
  cut(): void {
    this.#refusing = true;
    for (const socket of this.#sockets) socket.destroy();
  }

  /** Lets clients connect through the proxy again. */
  restore(): void {
    this.#refusing = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
