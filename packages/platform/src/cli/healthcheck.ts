/**
 * `node packages/platform/dist/cli/healthcheck.js <service>`: exits 0 when the service answers its
 * NATS ping with its event consumers running: the replica's own NATS connection serves its core
 * paths. Its database is reported, not judged: PostgreSQL is shared by every replica and a service
 * rides out its outage (503 with Retry-After), so failing readiness for it would take every replica
 * out at once for an outage none of them can fix. For container readiness checks.
 */
import { healthPingSubject, SERVICE_NAMES, type HealthPingReply, type ServiceName } from '@reto/contracts';
import { loadConfig, baseConfigSchema } from '../config.js';
import { createLogger } from '../logger.js';
import { RpcClient } from '../nats/rpc-client.js';

const service = process.argv[2] as ServiceName;
if (!SERVICE_NAMES.includes(service)) {
  process.stderr.write(`usage: healthcheck.js <${SERVICE_NAMES.join('|')}>\n`);
  process.exit(2);
}
const config = loadConfig('healthcheck', baseConfigSchema);
const client = await RpcClient.connect({
  url: config.NATS_URL,
  user: config.NATS_USER,
  password: config.NATS_PASSWORD,
  name: `healthcheck-${service}`,
  timeoutMs: 2000,
  subjectPrefix: config.NATS_SUBJECT_PREFIX,
  logger: createLogger('healthcheck', 'silent'),
});
try {
  const reply = await client.request<HealthPingReply>(healthPingSubject(service));
  process.exitCode = reply.checks.consumers === 'ok' ? 0 : 1;
} catch {
  process.exitCode = 1;
} finally {
  await client.close();
}
