/** Where global-setup writes the systems it started, one per Playwright worker. */
export const SYSTEMS_ENV = 'E2E_SYSTEMS';

/** What a journey reads from process.env about the system it runs against. */
export interface WorkerSystem {
  E2E_BASE_URL: string;
  E2E_ADMIN_USERNAME: string;
  E2E_ADMIN_PASSWORD: string;
  E2E_MAIL_DIR: string;
  E2E_RATE_LIMIT_PER_ACCOUNT: string;
  E2E_NATS_PREFIX: string;
  E2E_NATS_URL: string;
}

/**
 * In a worker (Playwright sets TEST_PARALLEL_INDEX before it loads the config), puts that worker's
 * own system into process.env; in the runner it does nothing.
 */
export function useWorkerSystem(): void {
  const systems = JSON.parse(process.env[SYSTEMS_ENV] ?? '[]') as WorkerSystem[];
  const mine = systems[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
  if (process.env.TEST_PARALLEL_INDEX !== undefined && mine) Object.assign(process.env, mine);
}
