// The physical floor of the exercise page's poll on this machine: a bare `node:http` server that
// answers every request with the 304 the gateway gives a kept poll (the same headers, nothing looked
// up), asked by P5's own load generator (`paced.mjs`) with the app's request (its cookie, ETag and
// Accept-Encoding), at each rate of `RATES` (`800,2000`) for `SECONDS` (10). It prints the CPU per
// request of the server and of the generator: what no gateway in Node can undercut per poll, and
// what the generator costs per request beside it (docs/performance.md, "what 500,000 would take").
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { cpuSeconds } from './cpu-time.mjs';
import { paced } from './paced.mjs';

const HEADERS = {
  'x-request-id': '0b6f5e0c-5d2c-4a53-9a56-2f1d1b1f3c9e',
  vary: 'Origin',
  etag: 'W/"mJ5Qm8b2o1Zb1n3QkQWmS8m7Yx0hN4c6Vt2rLq9pA0s"',
  'cache-control': 'private, no-cache',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
};

if (process.argv[2] === 'server') {
  createServer((_req, res) => {
    res.writeHead(304, HEADERS);
    res.end();
  }).listen(0, '127.0.0.1', function listening() {
    process.stdout.write(`${this.address().port}\n`);
  });
} else {
  const rates = (process.env.RATES ?? '800,2000').split(',').map(Number);
  const seconds = Number(process.env.SECONDS ?? 10);
  const server = spawn(process.execPath, [process.argv[1], 'server'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve) => server.stdout.once('data', (data) => resolve(Number(data))));
  const url = `http://127.0.0.1:${port}`;
  const poll = {
    kind: 'exercise',
    method: 'GET',
    path: `/graphql?operationName=Exercise&query=${encodeURIComponent('query Exercise($exerciseId: Int!, $unitId: Int!) { exercise(exerciseId: $exerciseId, unitId: $unitId) { id completed } }')}&variables=${encodeURIComponent('{"exerciseId":56,"unitId":13}')}`,
    headers: {
      cookie: `reto_session=${'a'.repeat(43)}`,
      'if-none-match': HEADERS.etag,
      'accept-encoding': 'gzip, deflate, br, zstd',
    },
  };
  try {
    for (const rate of rates) {
      await paced({ url, rate, seconds: 2, connections: 50, next: () => poll });
      const before = { server: cpuSeconds(server.pid), generator: cpuSeconds(process.pid) };
      const run = await paced({ url, rate, seconds, connections: 50, next: () => poll });
      const us = (pid, from) => Math.round(((cpuSeconds(pid) - from) * 1e6) / run.answers.length);
      process.stdout.write(
        `${rate} polls a second: ${run.answers.length} answered; CPU µs a poll: the bare server ${us(server.pid, before.server)}, the load generator ${us(process.pid, before.generator)}\n`,
      );
    }
  } finally {
    server.kill();
  }
}
