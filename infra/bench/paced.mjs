// An open-loop load generator: requests arrive as independent members' would (a Poisson process at
// `rate` per second: exponential gaps between arrivals), each sent when it arrives over a keep-alive
// pool of `connections`, each timed from its arrival (so a request that waited for a free connection
// or a busy server counts its wait: no coordinated omission).
//
// Why not autocannon's `overallRate`: it gives each connection rate/connections requests per second
// and resets every connection's count on the same 1 s timer, so every second opens with all of the
// second's requests at once (100 req/s over 50 connections: a burst of 100, then nothing). The
// system then drains a queue of a second's work each second, and the p50 measured is the burst's
// (P5 at 100 req/s: p50 77 ms with the machine 22 % busy). Members do not arrive in step.
//
// It shares the two cores with what it measures, so it must cost no more per request than the
// closed loop (autocannon) that measured the peak its rates are fractions of: each request goes
// through undici's `dispatch` with a handler of its own (no promise, no body stream, the answer's
// headers parsed only when a request asks to read them), and the arrivals due are sent from one
// timer. With undici's `request` and a body stream per answer it took about 1.7× autocannon's CPU
// per request (326 µs against 190 in the sign-in run of 2026-12-01 00:53), so "80 % of the peak"
// offered the system more than the peak's share of the machine.
import { Pool, util } from 'undici';

/**
 * Runs `seconds` of arrivals at `rate` per second; `next()` gives each one's request
 * ({ kind, method, path, headers, body }, and `answered(status, headers)` to read its answer's
 * headers, `headers()` parsing them, as a browser keeps an ETag). Resolves to every answer's kind,
 * status and milliseconds, the requests that failed to connect, the run's own length in seconds
 * and the requests that arrived (a Poisson process's count is itself random: ±3.5 % in 8 s at 100
 * req/s).
 */
export async function paced({ url, rate, seconds, connections, next, random = Math.random }) {
  const pool = new Pool(url, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  const answers = [];
  let errors = 0;
  let inFlight = 0;
  let drained;
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0 && drained) drained();
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  const send = (arrival) => {
    const { kind, answered, ...request } = next();
    let status = 0;
    inFlight += 1;
    pool.dispatch(request, {
      onConnect() {},
      onHeaders(statusCode, rawHeaders) {
        status = statusCode;
        // parsed only if the request reads them (a poll keeps a 200's ETag: a 304's reads none)
        if (answered) answered(statusCode, () => util.parseHeaders(rawHeaders));
        return true;
      },
      onData() {
        return true;
      },
      onComplete() {
        answers.push({ kind, status, ms: performance.now() - arrival });
        settled();
      },
      onError() {
        errors += 1;
        settled();
      },
    });
  };
  let arrival = started;
  let sent = 0;
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (arrival <= now && arrival < until) {
        send(arrival);
        sent += 1;
        arrival += (-Math.log(1 - random()) / rate) * 1000;
      }
      if (arrival >= until) resolve();
      else setTimeout(tick, Math.max(0, arrival - performance.now()));
    };
    tick();
  });
  if (inFlight > 0) await new Promise((resolve) => (drained = resolve));
  const duration = (performance.now() - started) / 1000;
  await pool.close();
  return { answers, errors, duration, sent };
}
