// Stops the containers the global setup started (none where the servers were already running).
export default async function globalTeardown() {
  for (const container of globalThis.__RETO_CONTAINERS__ ?? []) await container.stop();
}
