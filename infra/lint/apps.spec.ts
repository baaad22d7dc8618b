import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICE_NAMES } from '@reto/contracts';
import { loadConfig } from '@reto/platform';
import { parse } from 'yaml';
import { APPS, DATABASE_SERVICES, SERVICES } from '../apps.mjs';
import { shapeOf } from '../docs/configuration.mjs';
import { APPS as K8S_APPS } from '../k8s/manifests.mjs';
import { APP_PERMISSIONS } from '../nats/permissions.mjs';
import { CONFIG_SCHEMAS as SCHEMAS } from './config-schemas.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

/** docker-compose.yml as compose reads it with an empty environment: `${NAME:-default}` is its default. */
function composeFile(): { services: Record<string, { environment?: Record<string, string | number | null> }> } {
  const interpolated = read('docker-compose.yml').replace(
    /\$\{([A-Z0-9_]+)(?::?-([^}]*))?\}/g,
    (_, _name: string, fallback?: string) => fallback ?? '',
  );
  return parse(interpolated, { merge: true });
}

/** A compose service's environment; a variable left empty (`NAME:`) is not set in the container. */
const environmentOf = (app: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(composeFile().services[app]?.environment ?? {})
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * The list of apps is written once (infra/apps.mjs); what cannot read it (the contracts package, the
 * workspaces, compose, the Kubernetes table of each app's shape) is checked against it here.
 */
describe('the apps, written once (infra/apps.mjs)', () => {
  it('are the services the contracts name, the Kubernetes apps, the NATS users and the workspaces', () => {
    expect([...SERVICE_NAMES]).toEqual([...SERVICES]);
    expect(K8S_APPS.map((app: { name: string }) => app.name).sort()).toEqual([...APPS].sort());
    expect(Object.keys(APP_PERMISSIONS).sort()).toEqual([...APPS].sort());
    const workspaces = JSON.parse(read('package.json')).workspaces as string[];
    for (const service of SERVICES) expect(workspaces).toContain(`services/${service}`);
    expect(workspaces).toContain('gateway');
  });
});

/**
 * docker-compose.yml starts each app with what its configuration schema accepts, as the NATS user
 * the permissions grant, with the password the NATS server holds for it: a variable misspelt, a
 * setting an app no longer reads, or a user the server does not know fails here, not at
 * `docker compose up`.
 */
describe('docker-compose.yml', () => {
  it('runs every app, and nothing it does not know as an app', () => {
    const services = Object.keys(composeFile().services);
    for (const app of APPS) expect(services).toContain(app);
  });

  for (const app of APPS) {
    it(`${app}: its environment loads with its configuration schema, every variable one it reads`, () => {
      const environment = environmentOf(app);
      expect(() => loadConfig(app, SCHEMAS[app], environment)).not.toThrow();
      const read = Object.keys(shapeOf(SCHEMAS[app]));
      expect(Object.keys(environment).filter((name) => !read.includes(name))).toEqual([]);
    });

    it(`${app}: signs in to NATS as its own user, with the password the server holds for it`, () => {
      const environment = environmentOf(app);
      expect(environment.NATS_USER).toBe(app);
      expect(APP_PERMISSIONS).toHaveProperty(app);
      expect(environment.NATS_PASSWORD).toBe(environmentOf('nats')[`${app.toUpperCase()}_NATS_PASSWORD`]);
    });
  }

  it('gives each service with data its own database, and the stateless ones none', () => {
    for (const service of SERVICES) {
      const url = environmentOf(service).DATABASE_URL;
      if (DATABASE_SERVICES.includes(service)) expect(url).toMatch(new RegExp(`/reto_${service}$`));
      else expect(url).toBeUndefined();
    }
  });
});
