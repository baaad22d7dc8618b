import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BillingSubjects } from '@reto/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import { billingDatabase } from '../src/billing.database.js';
import { ChallengeStandIn } from './challenge-stand-in.js';
import { JetStreamProbe } from './jetstream-probe.js';
import { WebhookFeed } from './webhook-feed.js';

/**
 * The billing service under test with what its tests watch: its events on JetStream, its tables, its
 * webhook inbox; and the challenge service's answer about e-mails that already bought.
 */
export interface BillingHarness {
  billing: ServiceUnderTest;
  challenge: ChallengeStandIn;
  probe: JetStreamProbe;
  sql: pg.Client;
  feed: WebhookFeed;
  close(): Promise<void>;
}

export async function startBillingHarness(env: Record<string, string>): Promise<BillingHarness> {
  const billing = await startServiceUnderTest(
    billingDatabase,
    async () => (await import('../src/app.module.js')).AppModule,
    // Its mails go to a mailbox of its own, never the checkout's `.run/mailbox` that `npm start` reads.
    { MAIL_DEV_MAILBOX_DIR: mkdtempSync(join(tmpdir(), 'billing-mailbox-')), ...env },
  );
  // The service under test has its own subject prefix, set by startServiceUnderTest.
  const prefix = process.env.NATS_SUBJECT_PREFIX ?? '';
  const probe = await JetStreamProbe.start(prefix, [
    BillingSubjects.events.paymentSucceeded,
    BillingSubjects.events.paymentRefunded,
    BillingSubjects.events.paymentState,
    BillingSubjects.events.checkoutStarted,
    BillingSubjects.events.renewalChanged,
  ]);
  const sql = new pg.Client({ connectionString: billing.db.urlFor('billing') });
  await sql.connect();
  const feed = await WebhookFeed.start(prefix, billing.db.urlFor('billing'));
  const challenge = await ChallengeStandIn.start(prefix);
  return {
    billing,
    challenge,
    probe,
    sql,
    feed,
    close: async () => {
      await challenge.close();
      await feed.close();
      await sql.end();
      await probe.close();
      await billing.close();
    },
  };
}
