import { CLOCK_SET_SUBJECT } from '../clock/clock.js';
import type { RpcClient } from '../nats/rpc-client.js';

/**
 * How long the processes have to confirm. They answer in milliseconds, but CI runs several whole
 * systems at once on two cores and one process was once seen silent for over five seconds; the
 * wait ends as soon as the last one answers, so a long limit costs nothing when all is well.
 */
const CLOCK_CONFIRM_MAX_WAIT_MS = 20_000;

/**
 * Sets the clock of every process of a system started with CLOCK_CONTROL=true, and waits until
 * `listeners` of them confirmed (a whole system: its services; the gateway has no clock of its
 * own). It returns as soon as the last of them answers: NATS's default for a request with many
 * replies waits out its whole time (then two seconds for each clock set), however fast they came.
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
      strategy: 'count',
      maxMessages: listeners,
      maxWait: CLOCK_CONFIRM_MAX_WAIT_MS,
    },
  );
  let confirmed = 0;
  for await (const reply of replies) if (reply.data.length) confirmed += 1;
  if (confirmed < listeners) throw new Error(`only ${confirmed} of ${listeners} processes confirmed the clock`);
}
