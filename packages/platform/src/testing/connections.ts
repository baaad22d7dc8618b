import { Agent, Dispatcher } from 'undici';

/**
 * How long a test client keeps an idle connection to the system under test: far below the
 * gateway's keep-alive (HTTP_KEEP_ALIVE_TIMEOUT_MS, 72 s), so the gateway never closes a
 * connection the client still counts on.
 */
export const CLIENT_IDLE_MS = 1_000;

/**
 * Connections to the system under test that are never reused after a pause.
 *
 * undici closes an idle connection on a timer and checks for the server's FIN before reusing one,
 * but both wait for this process's event loop. A test process starved on a busy machine (or busy
 * building a large request) can come back after the server has closed the connection and write
 * the next request on it before it reads the FIN: "other side closed", no answer, through no fault
 * of the server (the fuzz tier's sockets reused after 6.3 s idle, the gateway had closed
 * them 0.3 s earlier). So the pause is judged by the clock when a request is sent: after more than
 * `idleMs` without a request, the next ones go over new connections and the old ones are closed
 * once their answers are in. A request that truly gets no answer still fails: nothing is retried.
 */
export class FreshAfterPause extends Dispatcher {
  #agent: Agent;
  #lastRequest = performance.now();

  constructor(private readonly idleMs = CLIENT_IDLE_MS) {
    super();
    this.#agent = this.#connections();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const now = performance.now();
    if (now - this.#lastRequest > this.idleMs) {
      const paused = this.#agent;
      this.#agent = this.#connections();
      void paused.close();
    }
    this.#lastRequest = now;
    return this.#agent.dispatch(options, handler);
  }

  override async close(): Promise<void> {
    await this.#agent.close();
  }

  override async destroy(): Promise<void> {
    await this.#agent.destroy();
  }

  #connections(): Agent {
    return new Agent({ keepAliveTimeout: this.idleMs, keepAliveMaxTimeout: this.idleMs });
  }
}

/** The connections every GatewayClient of this process shares. */
export const testConnections = new FreshAfterPause();
