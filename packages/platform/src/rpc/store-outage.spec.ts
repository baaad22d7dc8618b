import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { isStoreUnavailable, mayHaveApplied } from './store-outage.js';

// A fixed seed in CI, a fresh one (printed) otherwise: reproduce with STORE_OUTAGE_SEED=<seed>.
const seed = process.env.STORE_OUTAGE_SEED
  ? Number(process.env.STORE_OUTAGE_SEED)
  : process.env.CI
    ? 49
    : randomInt(2 ** 31);
process.stdout.write(`store-outage property seed: ${seed}\n`);

/** How TypeORM and node-postgres carry a cause: as is, TypeORM's `driverError`, or an `Error.cause`. */
const wrapped = (inner: object) =>
  fc.constantFrom(
    inner,
    Object.assign(new Error('Query failed'), { driverError: inner }),
    new Error('failed', { cause: inner }),
  );

const outageCause = fc.oneof(
  fc
    .constantFrom('ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '57014')
    .map((code) => Object.assign(new Error('down'), { code })),
  fc.stringMatching(/^08[0-9A-Z]{3}$/).map((code) => Object.assign(new Error('connection'), { code })),
  fc
    .constantFrom(
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'the database system is starting up',
      'terminating connection due to administrator command',
      'Query read timeout',
      'Client has encountered a connection error and is not queryable',
      'Client was closed and is not queryable',
    )
    .map((message) => new Error(message)),
  fc
    .constantFrom('QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError')
    .map((name) => Object.assign(new Error('released'), { name })),
);

/** The statement was on its way when the answer stopped coming: its COMMIT may have been applied. */
const cutOffCause = fc
  .constantFrom('Query read timeout', 'Connection terminated unexpectedly')
  .map((message) => new Error(message));
/** Nothing ran: no connection was made, or the server refused or cancelled the statement. */
const notRunCause = fc.oneof(
  fc
    .constantFrom('ECONNREFUSED', 'ENOTFOUND', '57P01', '57P03', '53300', '57014', '08006')
    .map((code) => Object.assign(new Error('down'), { code })),
  fc
    .constantFrom(
      'timeout exceeded when trying to connect',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
    )
    .map((message) => new Error(message)),
  fc
    .constantFrom('QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError')
    .map((name) => Object.assign(new Error('released'), { name })),
);

/** The database answered: the query was wrong, or a constraint said no; a 5xx of the app's own. */
const queryCause = fc.oneof(
  fc
    .constantFrom('23505', '23503', '42P01', '42703', '22P02', '40001', '40P01', 'XX000')
    .map((code) => Object.assign(new Error('query'), { code })),
  fc
    .string()
    .filter((text) => !/connect|terminat|timeout|database system|queryable/i.test(text))
    .map((text) => new Error(text)),
);

describe('isStoreUnavailable', () => {
  it('says yes for every way a driver reports an unreachable database, however it is wrapped', () => {
    fc.assert(
      fc.property(outageCause.chain(wrapped), (error) => isStoreUnavailable(error)),
      { seed },
    );
  });

  it('says no for an error the database answered (a 500 stays a 500: a retry would not help)', () => {
    fc.assert(
      fc.property(queryCause.chain(wrapped), (error) => !isStoreUnavailable(error)),
      { seed },
    );
  });
});

describe('mayHaveApplied', () => {
  it('says yes when the statement was cut off on its way (a paused or crashed server), however it is wrapped', () => {
    fc.assert(
      fc.property(cutOffCause.chain(wrapped), (error) => isStoreUnavailable(error) && mayHaveApplied(error)),
      { seed },
    );
  });

  it('says no when nothing ran (no connection, or the server refused or cancelled the statement)', () => {
    fc.assert(
      fc.property(notRunCause.chain(wrapped), (error) => isStoreUnavailable(error) && !mayHaveApplied(error)),
      { seed },
    );
  });

  /** A lost answer as the client that ran the statement marks it (StatementBoundClient), at any depth. */
  const markedCause = (mayHaveCommitted: boolean) =>
    fc
      .record({
        message: fc.constantFrom('Query read timeout', 'Connection terminated unexpectedly'),
        code: fc.option(fc.constantFrom('ECONNRESET', 'EPIPE'), { nil: undefined }),
      })
      .map(({ message, code }) => Object.assign(new Error(message), { code, mayHaveCommitted }))
      .chain(wrapped)
      .chain(wrapped);

  it('says no for a connection refused or cut before its statement was written, or cut inside a transaction before the COMMIT, though the words are those of a cut mid-statement', () => {
    fc.assert(
      fc.property(markedCause(false), (error) => isStoreUnavailable(error) && !mayHaveApplied(error)),
      { seed },
    );
  });

  it('says yes for a statement that could commit cut off on its way, and never for one the server answered, whatever the mark', () => {
    fc.assert(
      fc.property(markedCause(true), (error) => isStoreUnavailable(error) && mayHaveApplied(error)),
      { seed },
    );
    fc.assert(
      fc.property(
        fc
          .oneof(notRunCause, queryCause)
          .chain((inner) => fc.boolean().chain((mark) => wrapped(Object.assign(inner, { mayHaveCommitted: mark })))),
        (error) => !mayHaveApplied(error),
      ),
      { seed },
    );
  });
});
