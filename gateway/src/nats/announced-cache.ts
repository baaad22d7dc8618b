import type { Subscription } from '@nats-io/transport-node';
import { CLOCK_SET_SUBJECT, MemoryCache, type MemoryCacheOptions, type RpcClient } from '@reto/platform';

/**
 * A change an owning service announces on `subject`, and what it makes a replica forget:
 * everything, or only what the announcement's body names.
 */
export interface Announcement {
  subject: string;
  /** The group its body names (e.g. a member): only the values kept under it are forgotten. */
  group?: (body: unknown) => string;
  /** The name its body gives (a group of members): what `indexBy` put under it is forgotten. */
  indexed?: (body: unknown) => string;
}

/** A member's announcement (`{ userId }`): what was kept under the member's id is forgotten. */
export const memberAnnouncement = (subject: string): Announcement => ({
  subject,
  group: (body) => String((body as { userId: number }).userId),
});

/**
 * A replica's memory of what an owning service announces changes of (`RpcClient.announce`, core
 * NATS, before it answers the change): the platform's `MemoryCache`, forgotten whole or in part (a
 * member's group, an index's name) as each announcement says, and whole when a test moves the
 * clock and when the connection to NATS is lost (what is announced meanwhile never arrives). What
 * is asked while an announcement that reaches it arrives is not kept (it may predate the change);
 * once stopped, no longer told, nothing is answered from memory.
 */
export class AnnouncedCache<V extends object> {
  private readonly memory: MemoryCache<V>;
  private subscriptions: Subscription[] = [];
  private deaf = false;

  constructor(
    private readonly rpc: RpcClient,
    private readonly announced: { prefix: string; announcements: Announcement[] },
    bounds: MemoryCacheOptions<V>,
  ) {
    this.memory = new MemoryCache<V>(bounds);
  }

  /** Whether anything is kept at all (a TTL of 0 turns it off) and it still listens. */
  get enabled(): boolean {
    return this.memory.enabled && !this.deaf;
  }

  /** Starts listening (a module's init). */
  listen(): void {
    const { prefix, announcements } = this.announced;
    const clear = () => this.memory.clear();
    this.subscriptions = [
      ...announcements.map(({ subject, group, indexed }) =>
        this.rpc.nats.subscribe(`${prefix}${subject}`, {
          callback: (error, message) => {
            if (error) return;
            if (group) this.memory.forgetGroup(group(message.json()));
            else if (indexed) this.memory.forgetIndexed([indexed(message.json())]);
            else clear();
          },
        }),
      ),
      this.rpc.nats.subscribe(`${prefix}${CLOCK_SET_SUBJECT}`, { callback: clear }),
    ];
    this.rpc.onConnectionLost(clear);
  }

  /** Stops listening and forgets everything (a module's destroy). */
  stop(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.deaf = true;
    this.memory.clear();
  }

  /**
   * The value of `key`: from memory when kept, else `ask`ed and kept (a failure is not), under
   * `group` when given (a member's announcement forgets it).
   */
  remember(key: string, ask: () => Promise<V>, group?: string): Promise<V>;
  remember(key: string, ask: () => Promise<V | null>, group?: string): Promise<V | null>;
  remember(key: string, ask: () => Promise<V | null>, group?: string): Promise<V | null> {
    return this.deaf ? ask() : this.memory.remember(key, ask, undefined, group);
  }

  /** The value kept for `key`, if any (nothing is asked, nothing under way is waited for). */
  kept(key: string): V | undefined {
    return this.deaf ? undefined : this.memory.kept(key);
  }
}
