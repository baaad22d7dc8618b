import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Cluster } from '@kubernetes-models/cloudnative-pg/postgresql.cnpg.io/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { SERVICE_NAMES, type ServiceName } from '@reto/contracts';
import { durableConsumerName, eventStreamName, loadConfig, serviceConfigSchema } from '@reto/platform';
import { parseAllDocuments } from 'yaml';
import { loadGatewayConfig } from '../../gateway/src/gateway.config.js';
import { loadBillingConfig } from '../../services/billing/src/billing.config.js';
import { loadChallengeConfig } from '../../services/challenge/src/challenge.config.js';
import { loadIdentityConfig } from '../../services/identity/src/identity.config.js';
import { loadReviewsConfig } from '../../services/reviews/src/reviews.config.js';
import { loadVoiceConfig } from '../../services/voice/src/voice.config.js';
import { DATABASE_SERVICES as LOCAL_DATABASE_SERVICES } from '../local/system.mjs';
import { APP_PERMISSIONS } from '../nats/permissions.mjs';
import { APPS, consumersOf, DATABASE_SERVICES } from './manifests.mjs';
import { renderedFiles } from './write.mjs';

/**
 * The Kubernetes manifests, checked offline: the committed files are what manifests.mjs
 * builds; both overlays render with `kubectl kustomize`; every object validates against the
 * Kubernetes schemas (kubernetes-models, KEDA's and CloudNativePG's); every app's configuration
 * loads from what its Deployment and migration Job set; images, commands, probes, resources and
 * security contexts are what the pods rely on.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const K8S = fileURLToPath(new URL('./', import.meta.url));

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  spec?: any;
  data?: Record<string, string>;
}

/** What validates each kind (the whole schema: required fields, types, formats). */
const MODELS: Record<string, new (object: never) => { validate(): void }> = {
  'apps/v1 Deployment': Deployment,
  'apps/v1 StatefulSet': StatefulSet,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1 Job': Job,
  'networking.k8s.io/v1 Ingress': Ingress,
  'networking.k8s.io/v1 NetworkPolicy': NetworkPolicy,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Secret': Secret,
  'v1 Service': Service,
  'keda.sh/v1alpha1 ScaledObject': ScaledObject,
  'postgresql.cnpg.io/v1 Cluster': Cluster,
};

/** `kubectl kustomize` of an overlay; a Secret's base64, wrapped at 70 columns, read as the API server reads it. */
const render = (overlay: string): K8sObject[] =>
  parseAllDocuments(execFileSync('kubectl', ['kustomize', `${K8S}overlays/${overlay}`], { encoding: 'utf8' }))
    .map((doc) => doc.toJS() as K8sObject)
    .filter(Boolean)
    .map((object) =>
      object.kind === 'Secret' && object.data
        ? {
            ...object,
            data: Object.fromEntries(Object.entries(object.data).map(([k, v]) => [k, v.replace(/\s/g, '')])),
          }
        : object,
    );

const overlays = { dev: render('dev'), production: render('production') };
type Overlay = keyof typeof overlays;
const ofKind = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Container = any;
const podOf = (o: K8sObject) => o.spec.template.spec;
const containersOf = (o: K8sObject): Container[] => [...(podOf(o).initContainers ?? []), ...podOf(o).containers];

/** Each app's configuration as it loads it at boot (its own schema; the services' kit schema too). */
const LOADERS: Record<string, Array<(env: NodeJS.ProcessEnv) => unknown>> = {
  gateway: [loadGatewayConfig],
  identity: [loadIdentityConfig],
  challenge: [loadChallengeConfig],
  billing: [loadBillingConfig],
  reviews: [loadReviewsConfig],
  voice: [loadVoiceConfig],
  admin: [],
};
for (const service of SERVICE_NAMES) {
  const schema = APPS.find((app) => app.name === service)!.database
    ? serviceConfigSchema(service)
    : serviceConfigSchema(service, { database: false });
  LOADERS[service]!.push((env) => loadConfig(service, schema, env));
}

/** The operator's Secrets in production (never committed): a value of the right shape for each required key. */
const productionSecret = (key: string) =>
  /DATABASE(_ADMIN)?_URL$/.test(key) ? 'postgres://reto:s3cret@reto-postgres-rw:5432/reto' : 's3cret-from-the-operator';

/** The environment a container starts with: its ConfigMaps, Secrets (optional ones may be absent) and values. */
function environmentOf(container: Container, objects: K8sObject[], overlay: Overlay): NodeJS.ProcessEnv {
  const data = (kind: string, name: string): Record<string, string> | undefined => {
    const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
    if (!found) return undefined;
    return kind === 'Secret'
      ? Object.fromEntries(Object.entries(found.data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]))
      : (found.data ?? {});
  };
  const env: NodeJS.ProcessEnv = {};
  for (const from of container.envFrom ?? []) Object.assign(env, data('ConfigMap', from.configMapRef.name));
  for (const variable of container.env ?? []) {
    if ('value' in variable) env[variable.name] = variable.value;
    const ref = variable.valueFrom?.secretKeyRef ?? variable.valueFrom?.configMapKeyRef;
    if (!ref) continue;
    const kind = variable.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap';
    const value = data(kind, ref.name)?.[ref.key];
    if (value !== undefined) env[variable.name] = value;
    else if (overlay === 'production' && kind === 'Secret' && !ref.optional)
      env[variable.name] = productionSecret(ref.key);
    else if (!ref.optional) throw new Error(`${variable.name}: ${kind} ${ref.name} has no ${ref.key}`);
  }
  return env;
}

describe('infra/k8s', () => {
  it('holds exactly what manifests.mjs builds (run node infra/k8s/write.mjs after a change)', () => {
    for (const { path, text } of renderedFiles())
      expect([path, readFileSync(`${K8S}${path}`, 'utf8')]).toEqual([path, text]);
  });

  it.each(Object.keys(overlays) as Overlay[])(
    'the %s overlay renders, and every object validates against its schema',
    (overlay) => {
      const objects = overlays[overlay];
      expect(objects.length).toBeGreaterThan(20);
      const unknown = objects
        .filter((o) => !MODELS[`${o.apiVersion} ${o.kind}`])
        .map((o) => `${o.apiVersion} ${o.kind}`);
      expect(unknown).toEqual([]);
      for (const object of objects) {
        const Model = MODELS[`${object.apiVersion} ${object.kind}`]!;
        expect(() => new Model(object as never).validate()).not.toThrow();
      }
      expect(
        ofKind(objects, 'Deployment')
          .map((d) => d.metadata.name)
          .sort(),
      ).toEqual(APPS.map((a) => a.name).sort());
      expect(
        ofKind(objects, 'Job')
          .map((j) => j.metadata.name)
          .sort(),
      ).toEqual(DATABASE_SERVICES.map((s) => `migrate-${s.name}`).sort());
    },
  );

  it.each(Object.keys(overlays) as Overlay[])(
    "in the %s overlay, every app's configuration loads from what its Deployment and migration Job set",
    (overlay) => {
      const objects = overlays[overlay];
      for (const workload of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')]) {
        const app = workload.metadata.labels!['app.kubernetes.io/name']!;
        for (const container of containersOf(workload)) {
          const env = environmentOf(container, objects, overlay);
          expect(env.NODE_ENV).toBe('production');
          for (const load of LOADERS[app]!) {
            expect(() => load(env)).not.toThrow();
          }
        }
      }
    },
  );

  it('voice is stateless: no database URL, migration Job or database secret; the services with one are those `npm start` migrates', () => {
    expect(DATABASE_SERVICES.map((s) => s.name)).toEqual(LOCAL_DATABASE_SERVICES);
    expect(SERVICE_NAMES.filter((s) => !LOCAL_DATABASE_SERVICES.includes(s))).toEqual(['voice']);
    for (const [overlay, objects] of Object.entries(overlays)) {
      const voice = ofKind(objects, 'Deployment').find((d) => d.metadata.name === 'voice')!;
      const variables = containersOf(voice).flatMap((c: Container) => c.env.map((v: { name: string }) => v.name));
      expect([overlay, variables]).toEqual([overlay, expect.not.arrayContaining(['DATABASE_URL'])]);
      expect(ofKind(objects, 'Job').map((j) => j.metadata.name)).not.toContain('migrate-voice');
      expect(JSON.stringify(objects)).not.toMatch(/VOICE_DATABASE_URL|reto_voice/);
    }
    const databaseKeys = Object.keys(
      ofKind(overlays.dev, 'Secret').find((o) => o.metadata.name === 'reto-databases')!.data!,
    );
    expect(databaseKeys.sort()).toEqual(
      ['DATABASE_ADMIN_URL', ...LOCAL_DATABASE_SERVICES.map((s) => `${s.toUpperCase()}_DATABASE_URL`)].sort(),
    );
  });

  it('every image command is built by the Dockerfile, into the image (target) it runs in', () => {
    const dockerfile = readFileSync(`${ROOT}Dockerfile`, 'utf8');
    const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((m) => m[1]);
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+\/dist) /gm)].map((m) => m[1]!);
    for (const objects of Object.values(overlays)) {
      for (const workload of [...ofKind(objects, 'Deployment'), ...ofKind(objects, 'Job')]) {
        for (const container of containersOf(workload)) {
          const image = String(container.image).split('/').pop()!.split(':')[0];
          expect(stages).toContain(image === 'reto-voice' ? 'voice' : 'runtime');
          const scripts = [container.command, container.readinessProbe?.exec?.command]
            .filter(Boolean)
            .map((command: string[]) => command[1]!);
          for (const script of scripts) {
            expect(copied.some((dist) => script.startsWith(`${dist}/`))).toBe(true);
            const source = script.replace('/dist/', '/src/').replace(/\.js$/, '.ts');
            expect([script, existsSync(`${ROOT}${source}`)]).toEqual([script, true]);
          }
        }
      }
    }
  });

  it('every Deployment has its probes, requests and limits, a locked-down security context and a grace period', () => {
    for (const deployment of ofKind(overlays.production, 'Deployment')) {
      const pod = podOf(deployment);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(10);
      expect(pod.topologySpreadConstraints).toHaveLength(1);
      for (const container of pod.containers) {
        expect(container.readinessProbe).toBeDefined();
        expect(container.livenessProbe).toBeDefined();
        expect(Object.keys(container.resources.requests).sort()).toEqual(['cpu', 'memory']);
        expect(Object.keys(container.resources.limits).sort()).toEqual(['cpu', 'memory']);
        expect(container.securityContext).toEqual({
          runAsNonRoot: true,
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        // the one writable path
        expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
      }
      // the autoscalers own the replica count in production
      expect(deployment.spec.replicas).toBeUndefined();
    }
    for (const deployment of ofKind(overlays.dev, 'Deployment')) expect(deployment.spec.replicas).toBe(1);
    const budgets = ofKind(overlays.production, 'PodDisruptionBudget').map((b) => b.metadata.name);
    expect(budgets.sort()).toEqual(APPS.map((a) => a.name).sort());
  });

  it('production scales: the gateway on CPU (HPA), every service from two replicas with KEDA, on the lag of its own JetStream consumers', () => {
    const [hpa] = ofKind(overlays.production, 'HorizontalPodAutoscaler');
    expect(hpa).toMatchObject({ spec: { scaleTargetRef: { name: 'gateway' }, minReplicas: 2 } });
    const scaled = ofKind(overlays.production, 'ScaledObject');
    expect(scaled.map((s) => s.metadata.name).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const object of scaled) {
      const service = object.metadata.name as ServiceName;
      expect(object.spec.minReplicaCount).toBe(2);
      const lagTriggers = object.spec.triggers.filter((t: { type: string }) => t.type === 'nats-jetstream');
      // the consumers the running code creates (EventBus), on the streams it publishes to
      const expected = APP_PERMISSIONS[service]!.consumes.map(({ subject, durable }) => ({
        stream: eventStreamName(subject.split('.')[0] as ServiceName, ''),
        consumer: durableConsumerName(service, durable),
      }));
      expect(lagTriggers.map((t: { metadata: object }) => t.metadata)).toEqual(
        expected.map((e) => expect.objectContaining(e)),
      );
      expect(consumersOf(service)).toEqual(expected);
    }
  });

  it('production keeps traffic to what each app needs: only the Ingress reaches the gateway, nothing reaches a service but metrics scraping', () => {
    const policies = ofKind(overlays.production, 'NetworkPolicy');
    expect(policies.find((p) => p.metadata.name === 'default-deny')?.spec).toEqual({
      podSelector: {},
      policyTypes: ['Ingress', 'Egress'],
    });
    for (const app of APPS) {
      const policy = policies.find((p) => p.metadata.name === app.name)!;
      const ports = policy.spec.ingress.flatMap((rule: { ports: Array<{ port: number }> }) =>
        rule.ports.map((p) => p.port),
      );
      expect(ports).toEqual([app.name === 'gateway' ? 3000 : 9464]);
      const egress = policy.spec.egress.flatMap((rule: { ports: Array<{ port: number }> }) =>
        rule.ports.map((p) => p.port),
      );
      expect(egress).toEqual(expect.arrayContaining([53, 4222, 6379]));
      expect(egress.includes(5432)).toBe(app.database);
    }
  });
});
