import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  PayloadMessages,
  ReviewsSubjects,
  type AdminReviewDto,
  type ReviewAggregateDto,
  type ReviewModeratedEvent,
  type ReviewPageDto,
  type ConfirmReviewResult,
  type ReviewPhotoDto,
  type ReviewStatus,
  type SubmitReviewResult,
  BillingSubjects,
} from '@reto/contracts';
import { connectUploadStash, createLogger, EventBus, type UploadStash } from '@reto/platform';
import fc from 'fast-check';
import pg from 'pg';
import sharp from 'sharp';
import { cleanUpReviews } from '../src/migrations/1764400000100-CleanUpReviews.js';
import { reviewsDatabase } from '../src/reviews.database.js';
import {
  disguisedSvg,
  jpegWithExif,
  propertySeed,
  refusalOf,
  sixMegabytes,
  smallPng,
  startServiceUnderTest,
  textFile,
  type ServiceUnderTest,
  until,
  connectTestNats,
} from '@reto/platform/testing';

/**
 * The reviews service on the real PostgreSQL, Redis and NATS (its own database, subject prefix and
 * Redis prefix): the seeded aggregate, publication rules from billing's events on JetStream,
 * moderation with its outbox event, and the photo rules.
 */
let reviews: ServiceUnderTest;
let sql: pg.Client;
let nc: NatsConnection;
let billingBus: EventBus;
let adminBus: EventBus;
let uploads: UploadStash;
let prefix: string;
const moderated: ReviewModeratedEvent[] = [];
const redisPrefix = `it${randomBytes(5).toString('hex')}`;
const mailbox = mkdtempSync(join(tmpdir(), 'reviews-mailbox-'));

const SEEDED: ReviewAggregateDto = {
  average_score: 4.97,
  reviews_count: 247,
  rating_distribution: { '1': 0, '2': 0, '3': 1, '4': 6, '5': 240 },
};
const admin = { id: 1, username: 'admin' };
/** What the service answered on its freshly seeded database, read before any test publishes. */
let seeded: { aggregate: ReviewAggregateDto; ratings: unknown[]; firstPage: ReviewPageDto; all: ReviewPageDto };

const visitor = (overrides: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Muy recomendable',
  body: 'Cuatro semanas que me cambiaron la rutina.',
  name: 'Ana P.',
  email: `ana.${randomBytes(4).toString('hex')}@example.com`,
  country: 'MX',
  ...overrides,
});
const submit = (command: Record<string, unknown>) =>
  reviews.rpc.request<SubmitReviewResult>(ReviewsSubjects.submit, command);
const asMember = (member: { userId: number; email: string; emailVerified?: boolean }, overrides = {}) => {
  const { email: _typed, ...fields } = visitor(overrides);
  return reviews.rpc.request<SubmitReviewResult>(ReviewsSubjects.submitAsMember, {
    ...fields,
    member: { emailVerified: true, ...member },
  });
};
const confirm = (token: string) => reviews.rpc.request<ConfirmReviewResult>(ReviewsSubjects.confirm, { token });
const statusOf = async (id: string): Promise<ReviewStatus | undefined> =>
  (await sql.query('SELECT status FROM reviews.reviews WHERE id = $1', [id])).rows[0]?.status;
/** Waits for the background proof of a visitor's review to leave it `status`. */
const untilStatus = (id: string, status: ReviewStatus) =>
  until(async () => (await statusOf(id)) === status, { what: `review ${id} to be ${status}`, timeoutMs: 15_000 });
/** The mails sent to `email` (the dev mailbox: one JSON file each), oldest first. */
const mailsTo = (email: string): Array<{ subject: string; text: string }> =>
  readdirSync(mailbox)
    .sort()
    .map(
      (file) => JSON.parse(readFileSync(join(mailbox, file), 'utf8')) as { to: string; subject: string; text: string },
    )
    .filter((mail) => mail.to === email.toLowerCase());
/** The token of the newest confirmation link mailed to `email`, once `count` mails reached it. */
const mailedToken = async (email: string, count = 1): Promise<string> => {
  await until(() => mailsTo(email).length >= count, { what: `mail ${count} to ${email}`, timeoutMs: 15_000 });
  const link = mailsTo(email)
    .at(-1)!
    .text.match(/https?:\/\/\S+/)![0];
  expect(new URL(link).pathname).toBe('/confirmar-resena');
  return new URL(link).searchParams.get('token')!;
};
const publishedOf = async (email: string) =>
  (
    await sql.query("SELECT id, body, proof FROM reviews.reviews WHERE reviewer_email = $1 AND status = 'published'", [
      email,
    ])
  ).rows as Array<{ id: string; body: string; proof: string }>;
const publishedRatings = () =>
  sql.query(
    "SELECT rating, count(*)::int AS n FROM reviews.reviews WHERE status = 'published' GROUP BY rating ORDER BY rating",
  );
const aggregate = () => reviews.rpc.request<ReviewAggregateDto>(ReviewsSubjects.aggregate, {});
const list = (limit = 100, offset = 0) => reviews.rpc.request<ReviewPageDto>(ReviewsSubjects.list, { limit, offset });
const moderate = (reviewId: string, decision: 'approve' | 'reject') =>
  reviews.rpc.request<AdminReviewDto>(ReviewsSubjects.moderate, {
    reviewId,
    decision,
    actor: admin,
    requestId: `req-${decision}-${reviewId.slice(0, 8)}`,
  });
const stored = async () => ({
  reviews: Number((await sql.query('SELECT count(*) FROM reviews.reviews')).rows[0].count),
  photos: Number((await sql.query('SELECT count(*) FROM reviews.review_photos')).rows[0].count),
});
/** A payment's whole state, as billing publishes it (`billing.payment.state.v1`). */
const paymentState = (paymentId: string, email: string, version: number, access: boolean) => ({
  paymentId,
  version,
  email,
  provider: 'simulated',
  state: access ? 'paid' : 'refunded',
  access,
  amountCents: 7800,
  refundedCents: access ? 0 : 7800,
  currency: 'usd',
  paidAt: '2026-11-20T10:00:00.000Z',
});
/** Billing publishes one state of a payment; `delivery` tells a replay (another message) of the same state apart. */
const publishState = (state: ReturnType<typeof paymentState>, delivery = 0) =>
  billingBus.publish(
    BillingSubjects.events.paymentState,
    state,
    `state-${state.paymentId}-v${String(state.version)}-${String(delivery)}`,
  );
/** Until the buyers' projection holds `version` of the payment. */
const untilVersion = (paymentId: string, version: number) =>
  until(
    async () =>
      (
        await sql.query('SELECT 1 FROM reviews.buyer_payments WHERE payment_id = $1 AND version >= $2', [
          paymentId,
          version,
        ])
      ).rowCount === 1,
    { what: `version ${String(version)} of the payment in the buyers projection`, timeoutMs: 15_000 },
  );
/** billing's state of a new payment, as billing's outbox relay publishes it, and the projection applying it. */
/** The review's states published for the trainer's figures (`reviews.review.state.v1`), oldest first. */
const statesOf = async (reviewId: string) =>
  (
    await sql.query(
      `SELECT payload FROM reviews.outbox WHERE payload->>'reviewId' = $1 AND subject LIKE '%.review.state.v1' ORDER BY id`,
      [reviewId],
    )
  ).rows.map((row: { payload: Record<string, unknown> }) => row.payload);
const pay = async (email: string, paymentId = randomUUID()) => {
  await publishState(paymentState(paymentId, email, 1, true));
  await untilVersion(paymentId, 1);
  return paymentId;
};

beforeAll(async () => {
  reviews = await startServiceUnderTest(reviewsDatabase, async () => (await import('../src/app.module.js')).AppModule, {
    REDIS_PREFIX: redisPrefix,
    MAIL_DEV_MAILBOX_DIR: mailbox,
    PUBLIC_URL: 'https://reto.example',
  });
  prefix = process.env.NATS_SUBJECT_PREFIX!;
  sql = await reviews.db.adminClient();
  nc = await connectTestNats();
  billingBus = await EventBus.create(nc, 'billing', prefix, createLogger('test', 'silent'));
  adminBus = await EventBus.create(nc, 'admin', prefix, createLogger('test', 'silent'));
  await adminBus.subscribe({
    durable: 'audit-probe',
    subject: ReviewsSubjects.events.reviewModerated,
    handle: async (message) => void moderated.push(message.json<ReviewModeratedEvent>()),
  });
  uploads = connectUploadStash({
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: redisPrefix,
  });
  seeded = {
    aggregate: await aggregate(),
    ratings: (await publishedRatings()).rows,
    firstPage: await list(6, 0),
    all: await list(100, 0),
  };
}, 120_000);

afterAll(async () => {
  uploads?.close();
  await adminBus?.close();
  await billingBus?.close();
  await nc?.drain();
  await sql?.end();
  await reviews?.close();
});

describe('the seeded reviews', () => {
  it('aggregate 247 ratings, average 4.97, distribution 240/6/1/0/0, computed from the stored rows', async () => {
    expect(seeded.aggregate).toEqual(SEEDED);
    expect(seeded.ratings).toEqual([
      { rating: 3, n: 1 },
      { rating: 4, n: 6 },
      { rating: 5, n: 240 },
    ]);
  });

  it('list the 12 sample reviews newest first, 5 stars each, without any e-mail or purchase badge; legacy ratings are not listed', async () => {
    const { firstPage, all } = seeded;
    expect(firstPage.total).toBe(12);
    expect(firstPage.reviews).toHaveLength(6);
    expect(firstPage.aggregate).toEqual(SEEDED);
    expect(all.reviews).toHaveLength(12);
    expect(all.reviews.slice(0, 6)).toEqual(firstPage.reviews);
    const dates = all.reviews.map((review) => review.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of all.reviews) {
      expect(review.rating).toBe(5);
      expect(review.body.length).toBeGreaterThan(40);
      expect(review.reviewer).toEqual({
        name: expect.any(String),
        // Nobody bought anything to write a sample: no "Compra verificada".
        verified_buyer: false,
        location: { region: expect.any(String), country: expect.any(String) },
      });
    }
    expect(JSON.stringify(all)).not.toMatch(/email|@/i);
  });
});

describe('publication', () => {
  it("a visitor's review waits as pending until approved; the aggregate moves only then, with an audit event", async () => {
    const before = await aggregate();
    const submitted = await submit(visitor({ rating: 3, email: 'Visitante@Example.com ' }));
    expect(submitted).toEqual({ success: true, id: expect.any(String), status: 'received' });
    await untilStatus(submitted.id, 'pending');
    expect(mailsTo('visitante@example.com')).toEqual([]);
    expect(await aggregate()).toEqual(before);
    expect((await list()).reviews.map((r) => r.id)).not.toContain(submitted.id);

    const pending = await reviews.rpc.request<AdminReviewDto[]>(ReviewsSubjects.listForModeration, {
      status: 'pending',
    });
    expect(pending.find((r) => r.id === submitted.id)).toMatchObject({
      status: 'pending',
      proof: 'none',
      email: 'visitante@example.com',
      reviewer: { verified_buyer: false, location: { region: null, country: 'México' } },
    });

    const approved = await moderate(submitted.id, 'approve');
    expect(approved).toMatchObject({ id: submitted.id, status: 'published', moderated_at: expect.any(String) });
    // The trainer's figures: its rating and edition, public, without the badge; nothing about the reviewer.
    expect((await statesOf(submitted.id)).at(-1)).toEqual({
      reviewId: submitted.id,
      rating: 3,
      edition: expect.any(Number),
      verified: false,
      published: true,
      changedAt: expect.any(String),
    });
    const after = await aggregate();
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.rating_distribution['3']).toBe(before.rating_distribution['3'] + 1);
    // The average of every published rating as stored, to two decimals.
    const { rows: ratings } = await publishedRatings();
    const [sum, count] = ratings.reduce(([total, n], row) => [total + row.rating * row.n, n + row.n], [0, 0]);
    expect(after.average_score).toBe(Math.round((sum / count) * 100) / 100);
    expect((await list(1)).reviews[0]).toMatchObject({ id: submitted.id, rating: 3 });

    const events = await until(() => moderated.some((e) => e.reviewId === submitted.id), {
      what: 'the moderated event',
      timeoutMs: 15_000,
    }).then(() => moderated.filter((e) => e.reviewId === submitted.id));
    expect(events).toEqual([
      {
        reviewId: submitted.id,
        // Named, so the audit log reads "Reseña de Ana P.: «Muy recomendable»".
        reviewer: 'Ana P.',
        title: 'Muy recomendable',
        before: { status: 'pending' },
        after: { status: 'published' },
        actor: admin,
        requestId: `req-approve-${submitted.id.slice(0, 8)}`,
        at: approved.moderated_at,
      },
    ]);
    // Approving what is already published changes nothing and records nothing.
    await moderate(submitted.id, 'approve');
    const { rows } = await sql.query(
      "SELECT count(*)::int AS n FROM reviews.outbox WHERE payload->>'reviewId' = $1 AND subject LIKE '%.moderated.v1'",
      [submitted.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('a rejected review stays out of the listing and the aggregate', async () => {
    const before = await aggregate();
    const submitted = await submit(visitor({ rating: 1 }));
    await untilStatus(submitted.id, 'pending');
    await moderate(submitted.id, 'reject');
    expect(await aggregate()).toEqual(before);
    expect((await list()).reviews.map((r) => r.id)).not.toContain(submitted.id);
    const rejected = await reviews.rpc.request<AdminReviewDto[]>(ReviewsSubjects.listForModeration, {
      status: 'rejected',
    });
    expect(rejected.map((r) => r.id)).toContain(submitted.id);
  });

  it("a buyer's address gets a single-use link; the review is listed, verified, only once it is opened", async () => {
    const email = `compradora.${randomBytes(4).toString('hex')}@example.com`;
    const paymentId = await pay(email);
    const before = await aggregate();
    const submitted = await submit(visitor({ email: email.toUpperCase(), rating: 4 }));
    expect(submitted).toEqual({ success: true, id: expect.any(String), status: 'received' });
    const token = await mailedToken(email);
    expect(mailsTo(email)[0]!.subject).toBe('Confirma tu reseña del Reto');
    expect(await statusOf(submitted.id)).toBe('unconfirmed');
    expect((await list()).reviews.map((r) => r.id)).not.toContain(submitted.id);
    expect(await aggregate()).toEqual(before);

    expect(await confirm(token)).toEqual({
      success: true,
      status: 'published',
      message: '¡Gracias! Tu reseña ya está publicada con la insignia de compra verificada.',
    });
    expect((await list(1)).reviews[0]).toMatchObject({ id: submitted.id, reviewer: { verified_buyer: true } });
    expect((await statesOf(submitted.id)).at(-1)).toMatchObject({ rating: 4, verified: true, published: true });
    expect((await aggregate()).rating_distribution['4']).toBe(before.rating_distribution['4'] + 1);
    const [admin] = (
      await reviews.rpc.request<AdminReviewDto[]>(ReviewsSubjects.listForModeration, { status: 'published' })
    ).filter((r) => r.id === submitted.id);
    expect(admin).toMatchObject({ proof: 'link', email });
    expect(await sql.query('SELECT purchase_id FROM reviews.reviews WHERE id = $1', [submitted.id])).toMatchObject({
      rows: [{ purchase_id: paymentId }],
    });
    // The link works once; a stored token is only its hash.
    expect(await refusalOf(confirm(token))).toMatchObject({
      status: 410,
      message: 'Este enlace ya se usó: tu reseña ya estaba confirmada.',
    });
    expect((await sql.query('SELECT 1 FROM reviews.single_use_tokens WHERE token_hash = $1', [token])).rowCount).toBe(
      0,
    );
  });

  it('an expired or unknown link publishes nothing; a refund before the link is opened leaves it for the admin', async () => {
    const email = `caducada.${randomBytes(4).toString('hex')}@example.com`;
    const paymentId = await pay(email);
    const late = await submit(visitor({ email }));
    const lateToken = await mailedToken(email);
    await sql.query(
      "UPDATE reviews.single_use_tokens SET expires_at = now() - interval '1 minute' WHERE subject = $1::text",
      [late.id],
    );
    expect(await refusalOf(confirm(lateToken))).toMatchObject({
      status: 410,
      message: 'Este enlace ha caducado. Envía tu reseña de nuevo y te mandaremos otro.',
    });
    expect(await refusalOf(confirm(randomBytes(32).toString('base64url')))).toMatchObject({
      status: 404,
      message: 'Este enlace para confirmar tu reseña no es válido. Envía tu reseña de nuevo desde la página del reto.',
    });
    expect(await refusalOf(confirm('corto'))).toMatchObject({ status: 400 });
    expect(await statusOf(late.id)).toBe('unconfirmed');

    const other = await submit(visitor({ email, body: 'Otra experiencia distinta, escrita después.' }));
    const token = await mailedToken(email, 2);
    await publishState(paymentState(paymentId, email, 2, false));
    await untilVersion(paymentId, 2);
    expect(await confirm(token)).toMatchObject({ status: 'pending' });
    expect(await statusOf(other.id)).toBe('pending');
    expect(await publishedOf(email)).toEqual([]);
  });

  it('the same text from one confirmed address is published once; a new text replaces it (and its photo)', async () => {
    const email = `repetida.${randomBytes(4).toString('hex')}@example.com`;
    await pay(email);
    const first = await submit(visitor({ email, photoKey: await uploads.put(await smallPng()) }));
    await confirm(await mailedToken(email));
    const photoId = (await sql.query('SELECT photo_id FROM reviews.reviews WHERE id = $1', [first.id])).rows[0]
      .photo_id;
    expect(photoId).toEqual(expect.any(String));

    const again = await submit(visitor({ email, body: '  Cuatro semanas   que me cambiaron la rutina. ' }));
    expect(again).toEqual({ success: true, id: first.id, status: 'received' });
    expect(mailsTo(email)).toHaveLength(1);
    expect(await publishedOf(email)).toHaveLength(1);

    const newer = await submit(visitor({ email, rating: 4, body: 'Lo repetiría: ahora con la edición siguiente.' }));
    await confirm(await mailedToken(email, 2));
    expect(await publishedOf(email)).toEqual([
      { id: newer.id, body: 'Lo repetiría: ahora con la edición siguiente.', proof: 'link' },
    ]);
    expect(await statusOf(first.id)).toBe('replaced');
    expect((await sql.query('SELECT 1 FROM reviews.review_photos WHERE id = $1', [photoId])).rowCount).toBe(0);
  });

  it("an unconfirmed review written again gets a new link; an address's waiting reviews are limited", async () => {
    const email = `espera.${randomBytes(4).toString('hex')}@example.com`;
    await pay(email);
    const first = await submit(visitor({ email }));
    await mailedToken(email);
    expect(await submit(visitor({ email }))).toMatchObject({ id: first.id });
    await mailedToken(email, 2);
    await submit(visitor({ email, body: 'Segunda reseña, todavía sin confirmar.' }));
    await submit(visitor({ email, body: 'Tercera reseña, todavía sin confirmar.' }));
    const before = await stored();
    expect(await refusalOf(submit(visitor({ email, body: 'Una cuarta reseña.' })))).toMatchObject({
      status: 429,
      message: expect.stringContaining('Ya tienes reseñas esperando confirmación o revisión'),
    });
    expect(await stored()).toEqual(before);
  });
  it('unknown reviews and bad moderation commands are refused in Spanish', async () => {
    expect(await refusalOf(moderate(randomUUID(), 'approve'))).toMatchObject({
      status: 404,
      message: 'Reseña no encontrada',
    });
    expect(await refusalOf(moderate('no-es-un-id', 'approve'))).toMatchObject({
      status: 400,
      message: 'Identificador de reseña inválido',
    });
    expect(
      await refusalOf(reviews.rpc.request(ReviewsSubjects.listForModeration, { status: 'borrador' })),
    ).toMatchObject({
      status: 400,
      message: 'El estado debe ser uno de: unconfirmed, pending, published, rejected, replaced',
    });
  });
});

describe("a member's review (the account proves the purchase)", () => {
  it('is published at once with the badge, without any mail; the same text again stores nothing', async () => {
    const email = `miembro.${randomBytes(4).toString('hex')}@example.com`;
    const paymentId = await pay(email);
    const before = await aggregate();
    const submitted = await asMember({ userId: 41, email }, { rating: 5 });
    expect(submitted).toEqual({ success: true, id: expect.any(String), status: 'published' });
    expect((await list(1)).reviews[0]).toMatchObject({ id: submitted.id, reviewer: { verified_buyer: true } });
    expect((await aggregate()).reviews_count).toBe(before.reviews_count + 1);
    expect(mailsTo(email)).toEqual([]);
    expect(
      (await sql.query('SELECT proof, user_id, purchase_id FROM reviews.reviews WHERE id = $1', [submitted.id])).rows,
    ).toEqual([{ proof: 'member', user_id: 41, purchase_id: paymentId }]);

    expect(await asMember({ userId: 41, email }, { rating: 5 })).toEqual(submitted);
    expect(await publishedOf(email)).toHaveLength(1);
    expect((await aggregate()).reviews_count).toBe(before.reviews_count + 1);

    const newer = await asMember({ userId: 41, email }, { rating: 4, body: 'Terminé la segunda edición también.' });
    expect(newer.status).toBe('published');
    expect((await publishedOf(email)).map((r) => r.id)).toEqual([newer.id]);
    expect((await aggregate()).reviews_count).toBe(before.reviews_count + 1);
  });

  it('without a purchase, or with an unverified address, it waits for the admin, without the badge', async () => {
    const stranger = await asMember({ userId: 42, email: `sincompra.${randomBytes(4).toString('hex')}@example.com` });
    expect(stranger.status).toBe('pending');
    const email = `sinverificar.${randomBytes(4).toString('hex')}@example.com`;
    await pay(email);
    const unverified = await asMember({ userId: 43, email, emailVerified: false });
    expect(unverified.status).toBe('pending');
    expect(await publishedOf(email)).toEqual([]);
  });
});

/** A fixed seed in CI, a fresh one (printed) otherwise: reproduce with PROPERTY_SEED. */
const SEED = propertySeed('review buyer-state property', 48_2026);

describe("a buyer's review follows the payment's state (billing.payment.state.v1)", () => {
  it('every order and replay of the states of a paid review: published while the newest gives access, back to the admin without the badge while it does not', async () => {
    // The states after the payment (versions 2, 3, …): refunds, chargebacks, disputes won.
    const histories = fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }).chain((later) => {
      const versions = later.map((_, index) => index + 2);
      return fc
        .array(fc.constantFrom(...versions), { maxLength: 3 })
        .chain((replays) =>
          fc.tuple(
            fc.constant(later),
            fc.shuffledSubarray([...versions, ...replays], { minLength: versions.length + replays.length }),
          ),
        );
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(histories, async ([later, deliveries]) => {
        run += 1;
        const email = `estado.${String(run)}.${randomBytes(4).toString('hex')}@example.com`;
        const paymentId = await pay(email);
        const review = await asMember({ userId: 5000 + run, email }, { body: `Reseña de la compra ${paymentId}.` });
        expect(review.status).toBe('published');

        const msgIds = deliveries.map((version, delivery) => {
          void publishState(paymentState(paymentId, email, version, later[version - 2]!), delivery + 1);
          return `state-${paymentId}-v${String(version)}-${String(delivery + 1)}`;
        });
        await until(
          async () =>
            Number(
              (await sql.query('SELECT count(*) FROM reviews.processed_events WHERE msg_id = ANY($1)', [msgIds]))
                .rows[0].count,
            ) === msgIds.length,
          { what: 'every state delivered', timeoutMs: 15_000 },
        );
        const access = later[later.length - 1]!;
        const { rows } = await sql.query('SELECT status, verified_buyer FROM reviews.reviews WHERE id = $1', [
          review.id,
        ]);
        expect(rows).toEqual([{ status: access ? 'published' : 'pending', verified_buyer: access }]);
        expect((await publishedOf(email)).map((row) => row.id)).toEqual(access ? [review.id] : []);
      }),
      { seed: SEED, numRuns: 25 },
    );
  });
});

describe('clean-up of the reviews from before proof (migration 1764400000100)', () => {
  it('keeps the newest of duplicate published reviews, and a typed badge only for a buyer; running it again changes nothing', async () => {
    const buyer = `antigua.${randomBytes(4).toString('hex')}@example.com`;
    const stranger = `suplantada.${randomBytes(4).toString('hex')}@example.com`;
    await pay(buyer);
    const insert = (email: string, body: string, daysAgo: number) =>
      sql
        .query(
          `INSERT INTO reviews.reviews (kind, rating, body, reviewer_name, reviewer_email, verified_buyer, status, created_at)
           VALUES ('review', 5, $2, 'Antigua', $1, true, 'published', now() - make_interval(days => $3)) RETURNING id`,
          [email, body, daysAgo],
        )
        .then((r) => r.rows[0].id as string);
    const copies = [await insert(buyer, 'Excelente reto', 3), await insert(buyer, 'Excelente  reto ', 2)];
    const newest = await insert(buyer, 'Excelente reto', 1);
    const impostor = await insert(stranger, 'Pésimo, no lo compren', 1);

    const inSchema = { query: (text: string) => sql.query(`SET search_path TO reviews; ${text}`) };
    await cleanUpReviews(inSchema);
    await cleanUpReviews(inSchema);

    const rows = async (ids: string[]) =>
      (
        await sql.query(
          'SELECT id, status, verified_buyer, proof FROM reviews.reviews WHERE id = ANY($1) ORDER BY created_at',
          [ids],
        )
      ).rows;
    expect(await rows([...copies, newest])).toEqual([
      { id: copies[0], status: 'replaced', verified_buyer: true, proof: 'email' },
      { id: copies[1], status: 'replaced', verified_buyer: true, proof: 'email' },
      { id: newest, status: 'published', verified_buyer: true, proof: 'email' },
    ]);
    expect(await rows([impostor])).toEqual([
      { id: impostor, status: 'published', verified_buyer: false, proof: 'none' },
    ]);
    const samples = await sql.query(
      "SELECT count(*)::int AS n FROM reviews.reviews WHERE kind = 'review' AND reviewer_email IS NULL AND proof = 'sample'",
    );
    expect(samples.rows[0].n).toBe(12);
    // The legacy rows were written past the service: they go, so the aggregate the service keeps stays true.
    await sql.query('DELETE FROM reviews.reviews WHERE id = ANY($1)', [[...copies, newest, impostor]]);
  });
});

describe('validation (spec 1 section 5)', () => {
  it.each([
    [{ name: '  ' }, 'El nombre es requerido'],
    [{ email: '' }, 'El email es requerido'],
    [{ email: 'no-es-un-email' }, 'Ingresa un email válido'],
    [{ body: '' }, 'Cuéntanos tu experiencia'],
    [{ rating: 6 }, 'La calificación debe ser un número entero del 1 al 5'],
    [{ rating: 4.5 }, 'La calificación debe ser un número entero del 1 al 5'],
    [{ rating: undefined }, 'La calificación debe ser un número entero del 1 al 5'],
    [{ body: 'hola\u0000' }, PayloadMessages.forbiddenCharacter],
  ])('%j is refused with 400 "%s" and nothing is stored', async (override, message) => {
    const before = await stored();
    expect(await refusalOf(submit(visitor(override)))).toMatchObject({ status: 400, message });
    expect(await stored()).toEqual(before);
  });

  it('the title is optional', async () => {
    const submitted = await submit(visitor({ title: undefined }));
    await untilStatus(submitted.id, 'pending');
    const pending = await reviews.rpc.request<AdminReviewDto[]>(ReviewsSubjects.listForModeration, {
      status: 'pending',
    });
    expect(pending.find((r) => r.id === submitted.id)?.title).toBeNull();
  });
});

describe('photos', () => {
  const withPhoto = async (bytes: Buffer, overrides: Record<string, unknown> = {}) =>
    submit(visitor({ ...overrides, photoKey: await uploads.put(bytes) }));

  it.each([
    ['a disguised SVG', disguisedSvg, 400, 'La imagen debe ser JPEG, PNG o WebP'],
    ['a text file', textFile, 400, 'La imagen debe ser JPEG, PNG o WebP'],
    ['a 6 MB file', sixMegabytes, 413, 'La imagen no puede superar los 5 MB'],
  ])('%s is refused with a Spanish 4xx and nothing is stored', async (_name, bytes, status, message) => {
    const before = await stored();
    expect(await refusalOf(withPhoto(bytes()))).toMatchObject({ status, message });
    expect(await stored()).toEqual(before);
  });

  it('an expired or unknown photo key is refused', async () => {
    expect(await refusalOf(submit(visitor({ photoKey: randomBytes(16).toString('hex') })))).toMatchObject({
      status: 400,
      message: 'La imagen ya no está disponible. Vuelve a adjuntarla.',
    });
  });

  it('a JPEG with EXIF is stored re-encoded (WebP, no EXIF, at most 1600 px) and served once published', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const email = `foto.${randomBytes(4).toString('hex')}@example.com`;
    const submitted = await withPhoto(original, { email });
    await untilStatus(submitted.id, 'pending');
    const pending = (
      await reviews.rpc.request<AdminReviewDto[]>(ReviewsSubjects.listForModeration, { status: 'pending' })
    ).find((r) => r.id === submitted.id)!;
    const photoId = pending.photo_url!.split('/').pop()!;
    expect(pending.photo_url).toBe(`/api/admin/reviews/photos/${photoId}`);
    expect(await refusalOf(reviews.rpc.request(ReviewsSubjects.photo, { photoId }))).toMatchObject({ status: 404 });

    await moderate(submitted.id, 'approve');
    const listed = (await list(1)).reviews[0]!;
    expect(listed.photo_url).toBe(`/api/reviews/photos/${photoId}`);
    const photo = await reviews.rpc.request<ReviewPhotoDto>(ReviewsSubjects.photo, { photoId });
    expect(photo.contentType).toBe('image/webp');
    const bytes = Buffer.from(photo.dataBase64, 'base64');
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('RetoCam'))).toBe(false);
  });

  it('a PNG is accepted and kept at its size', async () => {
    const email = `png.${randomBytes(4).toString('hex')}@example.com`;
    await pay(email);
    await withPhoto(await smallPng(), { email });
    expect((await confirm(await mailedToken(email))).status).toBe('published');
    const photoId = (await list(1)).reviews[0]!.photo_url!.split('/').pop()!;
    const photo = await reviews.rpc.request<ReviewPhotoDto>(ReviewsSubjects.photo, { photoId });
    expect(await sharp(Buffer.from(photo.dataBase64, 'base64')).metadata()).toMatchObject({ width: 40, height: 30 });
  });
});
