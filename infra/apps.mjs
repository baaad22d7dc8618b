// The apps of Reto, written once: the services (each answering its own NATS subjects) and the
// gateway. ESLint's layering, the NATS permissions, the local supervisor and the tests read these;
// the contracts (SERVICE_NAMES), the Kubernetes table, the workspaces and docker-compose.yml are
// checked against them (infra/lint/apps.spec.ts).

/** The services, in the order they start. */
export const SERVICES = /** @type {const} */ (['identity', 'challenge', 'billing', 'reviews', 'voice', 'admin']);

/** The services without a database (Redis and NATS only). */
export const STATELESS_SERVICES = /** @type {const} */ (['voice']);

/** The services with a PostgreSQL database of their own (reto_<service>). */
export const DATABASE_SERVICES = SERVICES.filter((service) => !STATELESS_SERVICES.includes(service));

/** Every app: the services and the gateway. */
export const APPS = /** @type {const} */ ([...SERVICES, 'gateway']);
