// Stops the run's NATS server and the containers the global setup started (none where the servers
// were already running).
export default async function globalTeardown() {
  await globalThis.__RETO_NATS__?.stop();
  for (const container of globalThis.__RETO_CONTAINERS__ ?? []) await container.stop();
}
