import { CLOCK_SET_SUBJECT } from '../clock/clock.js';
import type { RpcClient } from '../nats/rpc-client.js';

/**
 * Sets the clock of every process of a system started with CLOCK_CONTROL=true, and waits until
 * `listeners` of them confirmed (7 for a whole system: six services and the gateway… or fewer).
 */
export async function setClock(
  rpc: RpcClient,
  subjectPrefix: string,
  now: Date | null,
  listeners: number,
): Promise<void> {
  const replies = await rpc.nats.requestMany(
    `${subjectPrefix}${CLOCK_SET_SUBJECT}`,
    JSON.stringify({ now: now?.toISOString() ?? null }),
    {
      maxMessages: listeners,
      maxWait: 2000,
    },
  );
  let confirmed = 0;
  for await (const reply of replies) if (reply.data.length) confirmed += 1;
  if (confirmed < listeners) throw new Error(`only ${confirmed} of ${listeners} processes confirmed the clock`);
}
