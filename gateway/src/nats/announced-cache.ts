import type { Subscription } from '@nats-io/transport-node';
import { CLOCK_SET_SUBJECT, MemoryCache, type RpcClient } from '@reto/platform';

/**
 * A replica's memory of what an owning service announces changes of (`RpcClient.announce`, core
 * NATS, before it answers the change): the platform's `MemoryCache`, forgotten whole when the owner
 * announces on `subject`, when a test moves the clock, and when the connection to NATS is lost (what
 * is announced meanwhile never arrives). What is asked while an announcement arrives is not kept (it
 * may predate the change); once stopped, no longer told, nothing is answered from memory.
 */
export class AnnouncedCache<V extends object> {
  private readonly kept: MemoryCache<V>;
  private subscriptions: Subscription[] = [];
  private deaf = false;

  constructor(
    private readonly rpc: RpcClient,
    private readonly announced: { prefix: string; subject: string },
    bounds: { max: number; ttlMs: number },
  ) {
    this.kept = new MemoryCache<V>(bounds);
  }

  /** Starts listening (a module's init). */
  listen(): void {
    const clear = () => this.kept.clear();
    const { prefix, subject } = this.announced;
    this.subscriptions = [
      this.rpc.nats.subscribe(`${prefix}${subject}`, { callback: clear }),
      this.rpc.nats.subscribe(`${prefix}${CLOCK_SET_SUBJECT}`, { callback: clear }),
    ];
    this.rpc.onConnectionLost(clear);
  }

  /** Stops listening and forgets everything (a module's destroy). */
  stop(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.deaf = true;
    this.kept.clear();
  }

  /** The value of `key`: from memory when kept, else `ask`ed and kept (a failure is not). */
  remember(key: string, ask: () => Promise<V>): Promise<V> {
    return this.deaf ? ask() : this.kept.remember(key, ask);
  }
}
