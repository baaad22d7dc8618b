// The Kubernetes manifests of Reto, as data: every object of infra/k8s/base and of the two
// overlays is built here from one table of the apps (and from infra/nats/permissions.mjs for the
// JetStream consumers and the NATS users), then written as YAML by `node infra/k8s/write.mjs`.
// infra/k8s/k8s.spec.ts checks that the committed files are what this builds, that both overlays
// render with `kubectl kustomize`, and that every object validates against the Kubernetes schemas.
import { readFileSync } from 'node:fs';
import { composeAuthConf, passwordVariable } from '../nats/config.mjs';
import { APP_PERMISSIONS, permissionsFor } from '../nats/permissions.mjs';

export const PART_OF = 'reto';
const IMAGE = 'reto';
const VOICE_IMAGE = 'reto-voice';
/** Where each replica serves Prometheus `/metrics` (METRICS_PORT); the gateway serves it on its own port. */
const METRICS_PORT = 9464;
const GATEWAY_PORT = 3000;
/**
 * The apps stop taking work and finish what is in flight for as long as its callers wait (the
 * gateway's longest, a voice call, 20 s), then close, and end themselves 10 s later at the latest
 * (`stopDeadlineMs`): Kubernetes' kill comes after that.
 */
const TERMINATION_GRACE_SECONDS = 40;

/**
 * The apps. `command` is the image's entry point for that app (the Dockerfile's runtime stage holds
 * each `dist/`); `image` the Dockerfile target. Requests come from `npm run bench` (the gateway
 * spends ~0.7 ms of CPU a request, a service a fraction of that) with room for bursts.
 */
export const APPS = [
  {
    name: 'gateway',
    command: ['node', 'gateway/dist/main.js'],
    image: IMAGE,
    database: false,
    resources: { cpu: '250m', memory: '256Mi', cpuLimit: '1', memoryLimit: '512Mi' },
    secrets: ['STRIPE_WEBHOOK_SECRET', 'SHOPIFY_WEBHOOK_SECRET', 'METRICS_TOKEN'],
  },
  {
    name: 'identity',
    command: ['node', 'services/identity/dist/main.js'],
    image: IMAGE,
    database: true,
    resources: { cpu: '200m', memory: '256Mi', cpuLimit: '1', memoryLimit: '512Mi' },
    secrets: ['SMTP_URL', 'ADMIN_AUTH_SECRET'],
    // the admin's second-factor keys at rest: identity refuses to start in production without it
    requiredSecrets: ['SECOND_FACTOR_KEY'],
  },
  {
    name: 'challenge',
    command: ['node', 'services/challenge/dist/main.js'],
    image: IMAGE,
    database: true,
    resources: { cpu: '150m', memory: '192Mi', cpuLimit: '1', memoryLimit: '384Mi' },
    // the members' reminders: by e-mail, by Web Push (VAPID), with signed one-click unsubscribe links
    secrets: ['SMTP_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'REMINDER_UNSUBSCRIBE_SECRET'],
  },
  {
    name: 'billing',
    command: ['node', 'services/billing/dist/main.js'],
    image: IMAGE,
    database: true,
    resources: { cpu: '100m', memory: '192Mi', cpuLimit: '500m', memoryLimit: '384Mi' },
    // SMTP_URL: the renewal's cancellation and reactivation are confirmed by e-mail
    secrets: ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'SMTP_URL'],
  },
  {
    name: 'reviews',
    command: ['node', 'services/reviews/dist/main.js'],
    image: IMAGE,
    database: true,
    // sharp re-encodes review photos
    resources: { cpu: '100m', memory: '256Mi', cpuLimit: '1', memoryLimit: '640Mi' },
    secrets: ['SMTP_URL'],
  },
  {
    name: 'voice',
    command: ['node', 'services/voice/dist/main.js'],
    image: VOICE_IMAGE,
    // stateless: Redis and NATS only
    database: false,
    // pocketsphinx and espeak-ng run as child processes
    resources: { cpu: '250m', memory: '320Mi', cpuLimit: '2', memoryLimit: '768Mi' },
    secrets: ['STT_PROVIDER_KEY', 'CHAT_PROVIDER_KEY', 'TTS_PROVIDER_KEY'],
  },
  {
    name: 'admin',
    command: ['node', 'services/admin/dist/main.js'],
    image: IMAGE,
    database: true,
    resources: { cpu: '50m', memory: '160Mi', cpuLimit: '500m', memoryLimit: '320Mi' },
    secrets: [],
  },
  {
    name: 'community',
    command: ['node', 'services/community/dist/main.js'],
    image: IMAGE,
    database: true,
    resources: { cpu: '100m', memory: '192Mi', cpuLimit: '500m', memoryLimit: '384Mi' },
    secrets: [],
  },
];
export const SERVICES = APPS.filter((app) => app.name !== 'gateway');
/** The services that keep data: each has its database URL, its migration Job and PostgreSQL egress. */
export const DATABASE_SERVICES = APPS.filter((app) => app.database);

/** The settings every app shares (a ConfigMap; the overlays change what differs). */
export const SHARED_CONFIG = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  NATS_URL: 'nats://nats:4222',
  REDIS_URL: 'redis://redis:6379',
  METRICS_PORT: String(METRICS_PORT),
  PUBLIC_URL: 'https://reto.example.com',
  // the gateway sits behind the Ingress controller: one proxy hop
  TRUST_PROXY_HOPS: '1',
  // never written in production (SMTP_URL is set), but the root file system is read-only
  MAIL_DEV_MAILBOX_DIR: '/tmp/mailbox',
  // the support contact, one value each for the gateway's pages and the voice coach; empty: the
  // defaults of @reto/contracts/shared-copy
  SUPPORT_EMAIL: '',
  SUPPORT_HOURS: '',
};

/** Secrets the operator creates (docs/operations/kubernetes.md); referenced here, never committed. */
export const SECRETS = {
  nats: 'reto-nats',
  databases: 'reto-databases',
  providers: 'reto-providers',
};
export const databaseUrlKey = (service) => `${service.toUpperCase()}_DATABASE_URL`;
export const DATABASE_ADMIN_URL_KEY = 'DATABASE_ADMIN_URL';

const labelsOf = (name, component = 'app') => ({
  'app.kubernetes.io/name': name,
  'app.kubernetes.io/part-of': PART_OF,
  'app.kubernetes.io/component': component,
});
const selectorOf = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': PART_OF });

const secretEnv = (name, secret, key = name, optional = false) => ({
  name,
  valueFrom: { secretKeyRef: { name: secret, key, ...(optional ? { optional: true } : {}) } },
});

/** What an app reads besides the shared ConfigMap: its NATS user, its database, its providers' keys. */
function appEnv(app) {
  return [
    { name: 'NATS_USER', value: app.name },
    secretEnv('NATS_PASSWORD', SECRETS.nats, passwordVariable(app.name)),
    ...(app.database ? [secretEnv('DATABASE_URL', SECRETS.databases, databaseUrlKey(app.name))] : []),
    ...app.secrets.map((key) => secretEnv(key, SECRETS.providers, key, true)),
    ...(app.requiredSecrets ?? []).map((key) => secretEnv(key, SECRETS.providers, key)),
  ];
}

const CONTAINER_SECURITY = {
  runAsNonRoot: true,
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};
const POD_SECURITY = {
  runAsNonRoot: true,
  // the image's `node` user
  runAsUser: 1000,
  runAsGroup: 1000,
  fsGroup: 1000,
  seccompProfile: { type: 'RuntimeDefault' },
};
/** The only writable path: temporary files (voice's audio, sharp) in an emptyDir. */
const TMP = { volume: { name: 'tmp', emptyDir: { sizeLimit: '256Mi' } }, mount: { name: 'tmp', mountPath: '/tmp' } };

function probesOf(app) {
  // The gateway's readiness is its own NATS connection only: Redis, PostgreSQL and the services are
  // shared, their outages ridden out, and failing them would empty the load balancer (webhooks
  // included). `/health/deps` reports them, for monitors, never for a probe.
  if (app.name === 'gateway') {
    return {
      ports: [{ name: 'http', containerPort: GATEWAY_PORT }],
      startupProbe: { httpGet: { path: '/health/live', port: 'http' }, periodSeconds: 2, failureThreshold: 30 },
      readinessProbe: { httpGet: { path: '/health/ready', port: 'http' }, periodSeconds: 10, timeoutSeconds: 3 },
      livenessProbe: { httpGet: { path: '/health/live', port: 'http' }, periodSeconds: 15, timeoutSeconds: 3 },
    };
  }
  // Ready: the service answers its NATS ping with its consumers running (its own NATS connection). Its
  // database is shared by every replica and ridden out (503 with Retry-After), so it does not count.
  // Alive: the process still serves its metrics port (a database outage must not restart it).
  return {
    ports: [{ name: 'metrics', containerPort: METRICS_PORT }],
    startupProbe: { tcpSocket: { port: 'metrics' }, periodSeconds: 2, failureThreshold: 30 },
    readinessProbe: {
      exec: { command: ['node', 'packages/platform/dist/cli/healthcheck.js', app.name] },
      periodSeconds: 15,
      timeoutSeconds: 10,
    },
    livenessProbe: { tcpSocket: { port: 'metrics' }, periodSeconds: 20, timeoutSeconds: 3 },
  };
}

function deployment(app) {
  const { cpu, memory, cpuLimit, memoryLimit } = app.resources;
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: app.name, labels: labelsOf(app.name) },
    spec: {
      replicas: 1,
      revisionHistoryLimit: 5,
      selector: { matchLabels: selectorOf(app.name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: labelsOf(app.name),
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(app.name === 'gateway' ? GATEWAY_PORT : METRICS_PORT),
          },
        },
        spec: {
          automountServiceAccountToken: false,
          terminationGracePeriodSeconds: TERMINATION_GRACE_SECONDS,
          securityContext: POD_SECURITY,
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selectorOf(app.name) },
            },
          ],
          containers: [
            {
              name: 'app',
              image: app.image,
              command: app.command,
              envFrom: [{ configMapRef: { name: 'reto-config' } }],
              env: appEnv(app),
              ...probesOf(app),
              resources: { requests: { cpu, memory }, limits: { cpu: cpuLimit, memory: memoryLimit } },
              securityContext: CONTAINER_SECURITY,
              volumeMounts: [TMP.mount],
            },
          ],
          volumes: [TMP.volume],
        },
      },
    },
  };
}

const disruptionBudget = (app) => ({
  apiVersion: 'policy/v1',
  kind: 'PodDisruptionBudget',
  metadata: { name: app.name, labels: labelsOf(app.name) },
  spec: { maxUnavailable: 1, selector: { matchLabels: selectorOf(app.name) } },
});

/**
 * One Job per service with a database: provisions its database, role and schema (DATABASE_ADMIN_URL) and runs its
 * migrations, the command compose's `migrate` runs; identity's then seeds the administrator. The
 * Deployments are applied after `kubectl wait --for=condition=complete` on these (docs/operations/kubernetes.md).
 */
function migrationJob(service) {
  const container = (name, command) => ({
    name,
    image: service.image,
    command,
    envFrom: [{ configMapRef: { name: 'reto-config' } }],
    env: [...appEnv(service), secretEnv(DATABASE_ADMIN_URL_KEY, SECRETS.databases)],
    resources: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' } },
    securityContext: CONTAINER_SECURITY,
    volumeMounts: [TMP.mount],
  });
  const migrate = container('migrate', ['node', `services/${service.name}/dist/migrate.js`]);
  const seed = service.name === 'identity' ? container('seed', ['node', 'services/identity/dist/seed.js']) : null;
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: `migrate-${service.name}`, labels: labelsOf(service.name, 'migration') },
    spec: {
      backoffLimit: 6,
      ttlSecondsAfterFinished: 86_400,
      template: {
        metadata: { labels: labelsOf(service.name, 'migration') },
        spec: {
          restartPolicy: 'OnFailure',
          automountServiceAccountToken: false,
          securityContext: POD_SECURITY,
          ...(seed ? { initContainers: [migrate], containers: [seed] } : { containers: [migrate] }),
          volumes: [TMP.volume],
        },
      },
    },
  };
}

const gatewayService = {
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 'gateway', labels: labelsOf('gateway') },
  spec: { selector: selectorOf('gateway'), ports: [{ name: 'http', port: 80, targetPort: 'http' }] },
};

const ingress = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: {
    name: 'reto',
    labels: labelsOf('gateway'),
    // review photos (5 MB) and voice recordings (10 MB) go through the gateway
    annotations: { 'nginx.ingress.kubernetes.io/proxy-body-size': '12m' },
  },
  spec: {
    rules: [
      {
        host: 'reto.example.com',
        http: {
          paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { name: 'http' } } } }],
        },
      },
    ],
  },
};

const kustomization = (fields) => ({ apiVersion: 'kustomize.config.k8s.io/v1beta1', kind: 'Kustomization', ...fields });

/** base/: what every cluster runs. */
function base() {
  return {
    'deployments.yaml': APPS.map(deployment),
    'disruption-budgets.yaml': APPS.map(disruptionBudget),
    'migrations.yaml': DATABASE_SERVICES.map(migrationJob),
    'gateway.yaml': [gatewayService, ingress],
    'kustomization.yaml': [
      kustomization({
        labels: [{ pairs: { 'app.kubernetes.io/part-of': PART_OF }, includeSelectors: false }],
        resources: ['deployments.yaml', 'disruption-budgets.yaml', 'migrations.yaml', 'gateway.yaml'],
        configMapGenerator: [
          { name: 'reto-config', literals: Object.entries(SHARED_CONFIG).map(([k, v]) => `${k}=${v}`) },
        ],
      }),
    ],
  };
}

// ── overlays/dev: one replica each, with PostgreSQL, Redis and NATS in the cluster (kind, minikube) ──

/** Development values only, the same as docker-compose.yml's defaults: never for a real cluster. */
export const DEV_SECRETS = {
  [SECRETS.nats]: Object.fromEntries(APPS.map((app) => [passwordVariable(app.name), `${app.name}-nats`])),
  [SECRETS.databases]: {
    [DATABASE_ADMIN_URL_KEY]: 'postgres://postgres:reto@postgres:5432/postgres',
    ...Object.fromEntries(
      DATABASE_SERVICES.map((s) => [
        databaseUrlKey(s.name),
        `postgres://${s.name}:${s.name}@postgres:5432/reto_${s.name}`,
      ]),
    ),
  },
  [SECRETS.providers]: { SECOND_FACTOR_KEY: 'development-cluster second factor key, set your own' },
};

function statefulBackend({ name, image, port, args = [], env = [], volumeMounts = [], volumes = [], probe, storage }) {
  return [
    {
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: { name, labels: labelsOf(name, 'backend') },
      spec: {
        serviceName: name,
        replicas: 1,
        selector: { matchLabels: selectorOf(name) },
        template: {
          metadata: { labels: labelsOf(name, 'backend') },
          spec: {
            containers: [
              {
                name,
                image,
                args,
                env,
                ports: [{ name: 'main', containerPort: port }],
                readinessProbe: probe,
                resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { memory: '512Mi' } },
                volumeMounts: [{ name: 'data', mountPath: storage }, ...volumeMounts],
              },
            ],
            volumes,
          },
        },
        volumeClaimTemplates: [
          {
            metadata: { name: 'data' },
            spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
          },
        ],
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name, labels: labelsOf(name, 'backend') },
      spec: { selector: selectorOf(name), ports: [{ name: 'main', port, targetPort: 'main' }] },
    },
  ];
}

/** The NATS server of the dev overlay: JetStream, and the same per-app users as compose (infra/nats/auth.conf). */
const DEV_NATS_CONF = `port: 4222
http_port: 8222
include ./limits.conf
jetstream {
  store_dir: /data
}
include ./auth.conf
`;

function devOverlay() {
  const backends = [
    ...statefulBackend({
      name: 'postgres',
      image: 'postgres:15',
      port: 5432,
      env: [
        { name: 'POSTGRES_PASSWORD', value: 'reto' },
        { name: 'PGDATA', value: '/var/lib/postgresql/data/pgdata' },
      ],
      probe: { exec: { command: ['pg_isready', '-U', 'postgres', '-h', '127.0.0.1'] }, periodSeconds: 5 },
      storage: '/var/lib/postgresql/data',
    }),
    ...statefulBackend({
      name: 'redis',
      image: 'redis:7',
      port: 6379,
      // BullMQ needs noeviction; AOF keeps queued jobs across restarts
      args: ['redis-server', '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'],
      probe: { exec: { command: ['redis-cli', 'ping'] }, periodSeconds: 5 },
      storage: '/data',
    }),
    ...statefulBackend({
      name: 'nats',
      image: 'nats:2-alpine',
      port: 4222,
      args: ['--config', '/etc/nats/nats.conf'],
      env: APPS.map((app) => secretEnv(passwordVariable(app.name), SECRETS.nats)),
      volumeMounts: [{ name: 'config', mountPath: '/etc/nats' }],
      volumes: [{ name: 'config', configMap: { name: 'nats-config' } }],
      probe: { httpGet: { path: '/healthz', port: 8222 }, periodSeconds: 5 },
      storage: '/data',
    }),
  ];
  return {
    'backends.yaml': backends,
    'kustomization.yaml': [
      kustomization({
        namespace: 'reto-dev',
        resources: ['../../base', 'backends.yaml'],
        configMapGenerator: [
          {
            name: 'nats-config',
            files: ['nats.conf', 'limits.conf', 'auth.conf'],
          },
          { name: 'reto-config', behavior: 'merge', literals: ['PUBLIC_URL=http://localhost:8080', 'LOG_LEVEL=debug'] },
        ],
        // Development values only (docker-compose.yml's defaults); a real cluster creates its own Secrets.
        secretGenerator: Object.entries(DEV_SECRETS).map(([name, values]) => ({
          name,
          literals: Object.entries(values).map(([k, v]) => `${k}=${v}`),
          options: { disableNameSuffixHash: true },
        })),
        images: [
          { name: IMAGE, newName: 'reto', newTag: 'local' },
          { name: VOICE_IMAGE, newName: 'reto-voice', newTag: 'local' },
        ],
      }),
    ],
    'nats.conf': DEV_NATS_CONF,
    // copies of infra/nats's (kustomize reads no file outside the overlay)
    'limits.conf': readFileSync(new URL('../nats/limits.conf', import.meta.url), 'utf8'),
    'auth.conf': composeAuthConf(),
  };
}

// ── overlays/production: two replicas at least, autoscaling, the operators' resources ──

/** JetStream consumers of an app, named as the platform's EventBus names them (durable `<app>_<durable>`). */
export const consumersOf = (app) =>
  (APP_PERMISSIONS[app]?.consumes ?? []).map(({ subject, durable }) => ({
    stream: `EVENTS_${subject.split('.')[0].toUpperCase()}`,
    consumer: `${app}_${durable}`.replace(/\W/g, '_'),
  }));

const NATS_MONITORING = 'nats.nats.svc.cluster.local:8222';

function scaledObject(app) {
  const consumers = consumersOf(app.name);
  return {
    apiVersion: 'keda.sh/v1alpha1',
    kind: 'ScaledObject',
    metadata: { name: app.name, labels: labelsOf(app.name) },
    spec: {
      scaleTargetRef: { name: app.name },
      minReplicaCount: 2,
      maxReplicaCount: 10,
      triggers: [
        // Request-reply work shows as CPU
        { type: 'cpu', metricType: 'Utilization', metadata: { value: '70' } },
        // Events waiting for this app's durable consumers
        ...consumers.map(({ stream, consumer }) => ({
          type: 'nats-jetstream',
          metadata: {
            natsServerMonitoringEndpoint: NATS_MONITORING,
            account: '$G',
            stream,
            consumer,
            lagThreshold: '50',
            useHttps: 'false',
          },
        })),
      ],
    },
  };
}

const gatewayAutoscaler = {
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'gateway', labels: labelsOf('gateway') },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' },
    minReplicas: 2,
    maxReplicas: 20,
    metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 65 } } }],
  },
};

/**
 * PostgreSQL by CloudNativePG: three instances. Each database, role and schema of a service (voice,
 * stateless, has none) is provisioned by that service's migration Job as in compose
 * (DATABASE_ADMIN_URL: the superuser of `reto-postgres-superuser`, at `reto-postgres-rw`), so one
 * path makes them everywhere.
 */
const postgresCluster = {
  apiVersion: 'postgresql.cnpg.io/v1',
  kind: 'Cluster',
  metadata: { name: 'reto-postgres', labels: labelsOf('postgres', 'backend') },
  spec: {
    instances: 3,
    imageName: 'ghcr.io/cloudnative-pg/postgresql:15',
    enableSuperuserAccess: true,
    superuserSecret: { name: 'reto-postgres-superuser' },
    storage: { size: '20Gi' },
    postgresql: { parameters: { max_connections: '300' } },
  },
};

/** Each app reaches NATS, Redis, DNS and (a service with a database) PostgreSQL; the gateway is reached from the Ingress only. */
function networkPolicies() {
  const to = (podLabels, port, namespaceLabels) => ({
    to: [
      {
        podSelector: { matchLabels: podLabels },
        ...(namespaceLabels ? { namespaceSelector: { matchLabels: namespaceLabels } } : {}),
      },
    ],
    ports: [{ protocol: 'TCP', port }],
  });
  const dns = {
    to: [{ namespaceSelector: {}, podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } } }],
    ports: [
      { protocol: 'UDP', port: 53 },
      { protocol: 'TCP', port: 53 },
    ],
  };
  const nats = to({ 'app.kubernetes.io/name': 'nats' }, 4222, { 'kubernetes.io/metadata.name': 'nats' });
  const redis = to({ 'app.kubernetes.io/name': 'redis' }, 6379);
  const postgres = to({ 'cnpg.io/cluster': 'reto-postgres' }, 5432);
  /** The outside services an app calls over HTTPS or SMTP (Stripe, the mail relay, the voice providers). */
  const outside = (ports) => ({
    to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] } }],
    ports: ports.map((port) => ({ protocol: 'TCP', port })),
  });
  const OUTSIDE = { billing: [443], identity: [465, 587], reviews: [465, 587], voice: [443] };
  const defaultDeny = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'default-deny' },
    spec: { podSelector: {}, policyTypes: ['Ingress', 'Egress'] },
  };
  const perApp = APPS.map((app) => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: app.name, labels: labelsOf(app.name) },
    spec: {
      podSelector: { matchLabels: selectorOf(app.name) },
      policyTypes: ['Ingress', 'Egress'],
      ingress:
        app.name === 'gateway'
          ? [
              {
                from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'ingress-nginx' } } }],
                ports: [{ protocol: 'TCP', port: GATEWAY_PORT }],
              },
            ]
          : // nothing reaches a service except over NATS; Prometheus scrapes its metrics port
            [
              {
                from: [{ namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'monitoring' } } }],
                ports: [{ protocol: 'TCP', port: METRICS_PORT }],
              },
            ],
      egress: [
        dns,
        nats,
        redis,
        ...(app.database ? [postgres] : []),
        ...(OUTSIDE[app.name] ? [outside(OUTSIDE[app.name])] : []),
      ],
    },
  }));
  const migrations = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'NetworkPolicy',
    metadata: { name: 'migrations' },
    spec: {
      podSelector: { matchLabels: { 'app.kubernetes.io/component': 'migration' } },
      policyTypes: ['Egress'],
      egress: [dns, postgres],
    },
  };
  return [defaultDeny, ...perApp, migrations];
}

/** The NATS Helm chart's values: a three-node JetStream cluster and one user per app (permissions.mjs). */
export function natsHelmValues() {
  const users = Object.keys(APP_PERMISSIONS).map((app) => {
    const { publish, subscribe, allowResponses } = permissionsFor(app, '');
    return {
      user: app,
      password: `<< $${passwordVariable(app)} >>`,
      permissions: {
        publish: { allow: publish },
        subscribe: { allow: subscribe },
        ...(allowResponses ? { allow_responses: true } : {}),
      },
    };
  });
  return {
    config: {
      cluster: { enabled: true, replicas: 3 },
      jetstream: { enabled: true, fileStore: { pvc: { size: '20Gi' } } },
      monitor: { enabled: true },
      merge: { max_payload: '<< 8MB >>', authorization: { users } },
    },
    container: {
      env: Object.fromEntries(
        Object.keys(APP_PERMISSIONS).map((app) => [
          passwordVariable(app),
          { valueFrom: { secretKeyRef: { name: SECRETS.nats, key: passwordVariable(app) } } },
        ]),
      ),
    },
    podTemplate: {
      topologySpreadConstraints: { 'kubernetes.io/hostname': { maxSkew: 1, whenUnsatisfiable: 'DoNotSchedule' } },
    },
  };
}

function productionOverlay() {
  // The autoscalers own the replica count (at least two): an apply must not reset it.
  const autoscaled = (name) => ({
    patch: JSON.stringify([{ op: 'remove', path: '/spec/replicas' }]),
    target: { kind: 'Deployment', name },
  });
  return {
    'autoscaling.yaml': [gatewayAutoscaler, ...SERVICES.map(scaledObject)],
    'postgres.yaml': [postgresCluster],
    'network-policies.yaml': networkPolicies(),
    'nats-values.yaml': natsHelmValues(),
    'kustomization.yaml': [
      kustomization({
        namespace: 'reto',
        resources: ['../../base', 'autoscaling.yaml', 'postgres.yaml', 'network-policies.yaml'],
        configMapGenerator: [
          {
            name: 'reto-config',
            behavior: 'merge',
            literals: ['NATS_URL=nats://nats.nats.svc.cluster.local:4222'],
          },
        ],
        patches: APPS.map((app) => autoscaled(app.name)),
        images: [
          { name: IMAGE, newName: 'registry.example.com/reto', newTag: 'CHANGE-ME' },
          { name: VOICE_IMAGE, newName: 'registry.example.com/reto-voice', newTag: 'CHANGE-ME' },
        ],
      }),
    ],
  };
}

/** Every file under infra/k8s this builds: path → objects (a YAML stream) or text. */
export function manifestFiles() {
  const under = (dir, files) =>
    Object.fromEntries(Object.entries(files).map(([name, body]) => [`${dir}/${name}`, body]));
  return {
    ...under('base', base()),
    ...under('overlays/dev', devOverlay()),
    ...under('overlays/production', productionOverlay()),
  };
}
