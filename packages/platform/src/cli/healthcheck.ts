/**
 * `node packages/platform/dist/cli/healthcheck.js <service>`: exits 0 when the service answers its
 * NATS ping healthy: its database (a stateless service has none) and its event consumers. For container
 * health checks.
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
  process.exitCode = reply.status === 'ok' ? 0 : 1;
} catch {
  process.exitCode = 1;
} finally {
  await client.close();
}
