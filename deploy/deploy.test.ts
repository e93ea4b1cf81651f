import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import request from 'supertest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { BODY_LIMIT_BYTES } from '@tally/contracts';
import { loadConfig } from '@tally/service-kit';
import { defaultPorts } from '../scripts/lib/ports.mjs';
import { createStaticServer } from '../scripts/lib/static-server.mjs';
import { alertsConfigSchema } from '../services/alerts/src/config';
import { gatewayConfigSchema } from '../services/gateway/src/config';
import { identityConfigSchema } from '../services/identity/src/config';
import { insightsConfigSchema } from '../services/insights/src/config';
import { ledgerConfigSchema } from '../services/ledger/src/config';
import { scannerConfigSchema } from '../services/scanner/src/config';
import { kustomizeBuild, type Manifest } from './kustomize-build';

const deployDir = path.dirname(fileURLToPath(import.meta.url));
const overlays = ['small', 'large'] as const;

const configSchemas: Record<string, z.ZodObject> = {
  gateway: gatewayConfigSchema,
  identity: identityConfigSchema,
  ledger: ledgerConfigSchema,
  scanner: scannerConfigSchema,
  insights: insightsConfigSchema,
  alerts: alertsConfigSchema,
};
const serviceNames = Object.keys(configSchemas);
const frontendNames = ['shell', 'mfe-tracking', 'mfe-reports', 'mfe-insights', 'mfe-support'];
/** What scripts/serve-frontend.mjs reads from its environment. */
const frontendVariables = new Set(['PORT', 'HOST']);
const autoscaled = ['gateway', 'ledger', 'alerts'];

/**
 * What the Secrets hold, with a value of the right shape for each key. tally-secrets is made by the
 * person installing (deploy/README.md lists these keys); tally-db-app by CloudNativePG for the owner
 * of the Cluster tally-db.
 */
const sampleSecrets: Record<string, Record<string, string>> = {
  'tally-secrets': {
    'service-token-secret': 's'.repeat(43),
    'session-keys': `${'a'.repeat(43)},${'b'.repeat(43)}`,
    'redis-password': 'redis-password',
    'redis-url': 'redis://:redis-password@redis:6379',
    'smtp-url': 'smtp://tally:password@mail.example.com:587',
    'openai-api-key': 'sk-example',
    'vapid-public-key': 'BExamplePublicKey',
    'vapid-private-key': 'ExamplePrivateKey',
  },
  'tally-db-app': { uri: 'postgresql://tally:password@tally-db-rw.tally:5432/tally' },
};

/** PostgreSQL connections one service process opens: its pool (libs/service-kit/src/db/create-database.ts) and one LISTEN client (db/notifications.ts). */
const CONNECTIONS_PER_PROCESS = 10 + 1;
/** Connections kept for the operator's own and superuser use (CloudNativePG's superuser_reserved_connections and its probes). */
const RESERVED_CONNECTIONS = 10;

type Container = {
  name: string;
  image: string;
  ports?: Array<{ name?: string; containerPort: number }>;
  env?: Array<{
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean }; configMapKeyRef?: { name: string; key: string } };
  }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
};
type Probe = { httpGet?: { path: string; port: string | number } };
type PodSpec = { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } };
type Workload = Manifest & { spec: { replicas?: number; selector: { matchLabels: Record<string, string> }; template: { spec: PodSpec } } };

const kindsOf = (manifests: Manifest[], kind: string) => manifests.filter((manifest) => manifest.kind === kind);
const find = <T extends Manifest = Manifest>(manifests: Manifest[], kind: string, name: string) =>
  manifests.find((m) => m.kind === kind && m.metadata.name === name) as T | undefined;
const portOf = (container: Container, probe: Probe | undefined) => {
  const port = probe?.httpGet?.port;
  return typeof port === 'string' ? container.ports?.find((p) => p.name === port)?.containerPort : port;
};

/** The environment a container gets: its ConfigMaps (envFrom), then its own entries, secrets read from sampleSecrets. */
function environmentOf(manifests: Manifest[], container: Container, { withOptionalSecrets }: { withOptionalSecrets: boolean }): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) throw new Error(`${container.name}: envFrom takes ConfigMaps only (secrets are named one by one)`);
    const configMap = find<Manifest & { data: Record<string, string> }>(manifests, 'ConfigMap', source.configMapRef.name);
    if (!configMap) throw new Error(`${container.name}: ConfigMap ${source.configMapRef.name} is not in the render`);
    Object.assign(env, configMap.data);
  }
  for (const entry of container.env ?? []) {
    const secret = entry.valueFrom?.secretKeyRef;
    if (entry.value !== undefined) env[entry.name] = entry.value;
    else if (secret) {
      const value = sampleSecrets[secret.name]?.[secret.key];
      if (value === undefined) throw new Error(`${container.name}: ${entry.name} reads ${secret.name}/${secret.key}, which no documented Secret holds`);
      if (!secret.optional || withOptionalSecrets) env[entry.name] = value;
    } else throw new Error(`${container.name}: ${entry.name} has neither a value nor a secretKeyRef`);
  }
  return env;
}

/**
 * Validators of the custom resources from their CRDs' schemas (deploy/schemas/, vendored), compiled
 * once. The API server prunes fields a structural schema does not name; here they are errors, as
 * `kubectl apply --validate=strict` makes them.
 */
const customResourceValidators = (() => {
  let validators: Record<string, ValidateFunction> | undefined;
  return () => {
    if (validators) return validators;
    const ajv = new Ajv({ strict: false, allErrors: true });
    // The OpenAPI formats the CRDs use.
    ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
    ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
    ajv.addFormat('date-time', { type: 'string', validate: (text: string) => !Number.isNaN(Date.parse(text)) });
    const load = (file: string) => {
      const schema = JSON.parse(readFileSync(path.join(deployDir, 'schemas', file), 'utf8')) as SchemaNode;
      // Every object has these, whether its CRD names them or not.
      schema.properties = { apiVersion: { type: 'string' }, kind: { type: 'string' }, metadata: { type: 'object' }, ...schema.properties };
      return ajv.compile(refuseUnknownFields(schema));
    };
    validators = { Cluster: load('cnpg-cluster-v1.json'), Stream: load('nack-stream-v1beta2.json') };
    return validators;
  };
})();

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode; additionalProperties?: SchemaNode | boolean; [keyword: string]: unknown };
function refuseUnknownFields(schema: SchemaNode): SchemaNode {
  const copy: SchemaNode = { ...schema };
  if (schema.properties) copy.properties = Object.fromEntries(Object.entries(schema.properties).map(([field, sub]) => [field, refuseUnknownFields(sub)]));
  if (schema.items) copy.items = refuseUnknownFields(schema.items);
  if (typeof schema.additionalProperties === 'object') copy.additionalProperties = refuseUnknownFields(schema.additionalProperties);
  const keepsUnknown = schema['x-kubernetes-preserve-unknown-fields'] === true || 'additionalProperties' in schema;
  if (schema.properties && !keepsUnknown) copy.additionalProperties = false;
  return copy;
}

describe.each(overlays)('the %s overlay', (overlay) => {
  const manifests = kustomizeBuild(path.join(deployDir, 'overlays', overlay));
  const workloads = kindsOf(manifests, 'Deployment') as Workload[];

  it('When rendered, then every manifest validates against the Kubernetes schema of its kind', () => {
    const models: Record<string, new (data: never) => { validate(): void }> = {
      'apps/v1 Deployment': Deployment,
      'apps/v1 StatefulSet': StatefulSet,
      'v1 Service': Service,
      'v1 ConfigMap': ConfigMap,
      'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
      'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
      'networking.k8s.io/v1 Ingress': Ingress,
    };
    const customResources = ['postgresql.cnpg.io/v1 Cluster', 'jetstream.nats.io/v1beta2 Stream'];
    for (const manifest of manifests) {
      const id = `${manifest.apiVersion} ${manifest.kind}`;
      expect([...Object.keys(models), ...customResources]).toContain(id);
      if (models[id]) expect(() => new models[id](manifest as never).validate()).not.toThrow();
      expect(manifest.metadata.namespace).toBe('tally');
    }
    expect(manifests.length).toBeGreaterThan(40);
  });

  it('When rendered, then the CloudNativePG Cluster and the NACK Stream validate against their CRDs’ schemas, unknown fields refused', () => {
    for (const [kind, validate] of Object.entries(customResourceValidators())) {
      const resources = kindsOf(manifests, kind);
      expect(resources).toHaveLength(1);
      validate(resources[0]);
      expect(validate.errors ?? []).toEqual([]);
      // A misspelt field would be dropped by the API server without a word: here it fails.
      expect(validate({ ...resources[0], spec: { ...(resources[0].spec as object), replicaz: 3 } })).toBe(false);
    }
  });

  it.each([...serviceNames, ...frontendNames])(
    'When %s is deployed, then it runs two replicas at least, probed on /readyz and /healthz at the port of the port plan, behind a Service and a PodDisruptionBudget',
    (name) => {
      const deployment = find<Workload>(manifests, 'Deployment', name)!;
      const hpa = find<Manifest & { spec: { minReplicas: number; scaleTargetRef: { name: string } } }>(manifests, 'HorizontalPodAutoscaler', name);
      const [container] = deployment.spec.template.spec.containers;
      const port = defaultPorts[name as keyof typeof defaultPorts];

      // An autoscaled Deployment leaves its replicas to the autoscaler, which keeps two at least.
      if (autoscaled.includes(name)) {
        expect(deployment.spec.replicas).toBeUndefined();
        expect(hpa!.spec.scaleTargetRef.name).toBe(name);
        expect(hpa!.spec.minReplicas).toBeGreaterThanOrEqual(2);
      } else expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);

      expect(container.ports).toEqual([{ name: 'http', containerPort: port }]);
      expect(container.env?.find((entry) => entry.name === 'PORT')?.value).toBe(String(port));
      // The gateway's probe asks about its own session store only (a service down answers its calls with a JSON 503).
      expect(container.readinessProbe?.httpGet?.path).toBe(name === 'gateway' ? '/readyz?scope=own' : '/readyz');
      expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(portOf(container, container.readinessProbe)).toBe(port);
      expect(portOf(container, container.livenessProbe)).toBe(port);

      const service = find<Manifest & { spec: { selector: Record<string, string>; ports: Array<{ port: number; targetPort: string }> } }>(manifests, 'Service', name)!;
      expect(service.spec.selector).toEqual(deployment.spec.selector.matchLabels);
      expect(service.spec.ports).toEqual([{ name: 'http', port, targetPort: 'http' }]);
      const budget = find<Manifest & { spec: { maxUnavailable: number; selector: { matchLabels: Record<string, string> } } }>(manifests, 'PodDisruptionBudget', name)!;
      expect(budget.spec.selector.matchLabels).toEqual(deployment.spec.selector.matchLabels);
      expect(budget.spec.maxUnavailable).toBe(1);
    },
  );

  it('When any workload runs, then it has memory and CPU requests and a memory limit, runs as non-root on a read-only root file system, with no privilege to gain', () => {
    for (const workload of [...workloads, ...(kindsOf(manifests, 'StatefulSet') as Workload[])]) {
      const pod = workload.spec.template.spec;
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      for (const container of pod.containers) {
        expect(container.resources?.requests).toEqual(expect.objectContaining({ memory: expect.any(String), cpu: expect.any(String) }));
        expect(container.resources?.limits?.memory).toEqual(expect.any(String));
        expect(container.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      }
    }
  });

  it.each(serviceNames)(
    'When %s starts with its ConfigMaps and Secrets, then its own config schema accepts them, knows every variable and gets every one it requires',
    (name) => {
      const schema = configSchemas[name];
      const [container] = find<Workload>(manifests, 'Deployment', name)!.spec.template.spec.containers;
      for (const withOptionalSecrets of [false, true]) {
        const env = environmentOf(manifests, container, { withOptionalSecrets });
        expect(Object.keys(env).filter((variable) => !(variable in schema.shape))).toEqual([]);
        const required = Object.entries(schema.shape).filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success);
        expect(required.map(([variable]) => variable).filter((variable) => !(variable in env))).toEqual([]);
        // Throws a ConfigError naming every bad variable (a format, a refinement across variables).
        const config = loadConfig(schema, env) as { PORT: number };
        expect(config.PORT).toBe(defaultPorts[name as keyof typeof defaultPorts]);
      }
    },
  );

  it('When the front ends start, then they get only the variables their static server reads', () => {
    for (const name of frontendNames) {
      const [container] = find<Workload>(manifests, 'Deployment', name)!.spec.template.spec.containers;
      expect(container.envFrom ?? []).toEqual([]);
      expect((container.env ?? []).map((entry) => entry.name).filter((variable) => !frontendVariables.has(variable))).toEqual([]);
    }
  });

  it('When a service is configured with the address of another, then a Service of that name listens on that port', () => {
    const addresses = kindsOf(manifests, 'ConfigMap').flatMap((configMap) => Object.values((configMap as Manifest & { data: Record<string, string> }).data));
    const inCluster = addresses.map((value) => /^http:\/\/([a-z0-9-]+):(\d+)\/?$/.exec(value)).filter((match) => match !== null);
    expect(inCluster.length).toBeGreaterThanOrEqual(7);
    for (const [address, host, port] of inCluster) {
      const service = find<Manifest & { spec: { ports: Array<{ port: number }> } }>(manifests, 'Service', host);
      expect({ address, ports: service?.spec.ports.map((p) => p.port) }).toEqual({ address, ports: [Number(port)] });
    }
  });

  it('When the browser loads the app and its remotes, then the Ingress sends each public host to its Service, taking a ticket photo’s body', () => {
    const ingress = find<Manifest & { spec: { rules: Array<{ host: string; http: { paths: Array<{ backend: { service: { name: string } } }> } }> } }>(
      manifests,
      'Ingress',
      'tally',
    )!;
    const backends = Object.fromEntries(ingress.spec.rules.map((rule) => [rule.host, rule.http.paths.map((p) => p.backend.service.name)]));
    const common = find<Manifest & { data: Record<string, string> }>(manifests, 'ConfigMap', 'tally-common')!.data;
    const gateway = find<Manifest & { data: Record<string, string> }>(manifests, 'ConfigMap', 'gateway-config')!.data;

    expect(backends[new URL(common.PUBLIC_URL).host]).toEqual(['gateway']);
    for (const [variable, frontend] of [
      ['MFE_TRACKING_URL', 'mfe-tracking'],
      ['MFE_REPORTS_URL', 'mfe-reports'],
      ['MFE_INSIGHTS_URL', 'mfe-insights'],
      ['MFE_SUPPORT_URL', 'mfe-support'],
    ]) {
      expect(backends[new URL(gateway[variable]).host]).toEqual([frontend]);
    }
    const bodySize = /^(\d+)m$/.exec(ingress.metadata.annotations!['nginx.ingress.kubernetes.io/proxy-body-size'])!;
    expect(Number(bodySize[1]) * 1024 * 1024).toBeGreaterThanOrEqual(Math.max(...Object.values(BODY_LIMIT_BYTES)));
  });

  it('When the ledger and alerts run at their autoscalers’ maximum, then PostgreSQL still has a connection for every pool', () => {
    const cluster = kindsOf(manifests, 'Cluster')[0] as Manifest & {
      spec: { postgresql: { parameters: { max_connections: string } }; bootstrap: { initdb: { owner: string; database: string } } };
    };
    const processes = serviceNames
      .filter((name) => name !== 'gateway')
      .map(
        (name) =>
          find<Manifest & { spec: { maxReplicas: number } }>(manifests, 'HorizontalPodAutoscaler', name)?.spec.maxReplicas ??
          find<Workload>(manifests, 'Deployment', name)!.spec.replicas!,
      )
      .reduce((sum, replicas) => sum + replicas, 0);
    expect(processes * CONNECTIONS_PER_PROCESS).toBeLessThanOrEqual(Number(cluster.spec.postgresql.parameters.max_connections) - RESERVED_CONNECTIONS);
    // CloudNativePG names the owner's Secret <cluster>-app: the services' DATABASE_URL.
    expect(`${cluster.metadata.name}-app`).toBe('tally-db-app');
    expect(new URL(sampleSecrets['tally-db-app'].uri).pathname).toBe(`/${cluster.spec.bootstrap.initdb.database}`);
  });

  it('When NACK creates the stream, then it is the one the services use, with a copy on each NATS server', () => {
    const stream = kindsOf(manifests, 'Stream')[0] as Manifest & { spec: { name: string; subjects: string[]; replicas: number } };
    const common = find<Manifest & { data: Record<string, string> }>(manifests, 'ConfigMap', 'tally-common')!.data;
    const natsValues = parse(readFileSync(path.join(deployDir, 'operators', 'nats-values.yaml'), 'utf8')) as {
      config: { cluster: { enabled: boolean; replicas: number }; jetstream: { enabled: boolean } };
    };

    expect(stream.spec.name).toBe(common.NATS_STREAM);
    expect(stream.spec.subjects).toEqual([`${common.NATS_SUBJECT_PREFIX}.>`]);
    expect(natsValues.config.jetstream.enabled).toBe(true);
    expect(natsValues.config.cluster).toMatchObject({ enabled: true, replicas: 3 });
    expect(stream.spec.replicas).toBe(natsValues.config.cluster.replicas);
  });
});

describe('the overlays', () => {
  const render = (overlay: string) => kustomizeBuild(path.join(deployDir, 'overlays', overlay));
  const hpaMax = (manifests: Manifest[], name: string) => (find(manifests, 'HorizontalPodAutoscaler', name) as Manifest & { spec: { maxReplicas: number } }).spec.maxReplicas;

  it('When the large installation is rendered, then it has more replicas, autoscales further and has a bigger database than the small one', () => {
    const small = render('small');
    const large = render('large');
    for (const name of autoscaled) expect(hpaMax(large, name)).toBeGreaterThan(hpaMax(small, name));
    const replicas = (manifests: Manifest[], name: string) => find<Workload>(manifests, 'Deployment', name)!.spec.replicas;
    expect(replicas(large, 'identity')).toBeGreaterThan(replicas(small, 'identity')!);
    const database = (manifests: Manifest[]) => (kindsOf(manifests, 'Cluster')[0] as Manifest & { spec: { instances: number; storage: { size: string } } }).spec;
    expect(database(small)).toMatchObject({ instances: 2, storage: { size: '5Gi' } });
    expect(database(large)).toMatchObject({ instances: 3, storage: { size: '200Gi' } });
  });

  it('When deploy/README.md tells how to make tally-secrets, then it names every key a workload reads from it', () => {
    const readme = readFileSync(path.join(deployDir, 'README.md'), 'utf8');
    const documented = new Set([...readme.matchAll(/--from-literal=([a-z-]+)=/g)].map((match) => match[1]));
    const read = new Set(
      render('large')
        .filter((manifest) => manifest.kind === 'Deployment' || manifest.kind === 'StatefulSet')
        .flatMap((workload) => (workload as Workload).spec.template.spec.containers.flatMap((container) => container.env ?? []))
        .map((entry) => entry.valueFrom?.secretKeyRef)
        .filter((ref) => ref?.name === 'tally-secrets')
        .map((ref) => ref!.key),
    );
    expect([...read].sort()).toEqual([...documented].sort());
  });
});

describe('kustomizeBuild', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'tally-kustomize-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const write = async (file: string, text: string) => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  };
  const deployment = 'apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web }\nspec: { replicas: 2 }\n';

  it('When an overlay patches, scales and namespaces its base, then the result is what kustomize would send', async () => {
    await write('base/kustomization.yaml', 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [web.yaml]\n');
    await write('base/web.yaml', `${deployment}---\napiVersion: v1\nkind: Service\nmetadata: { name: web }\nspec: { ports: [] }\n`);
    await write(
      'overlay/kustomization.yaml',
      [
        'apiVersion: kustomize.config.k8s.io/v1beta1',
        'kind: Kustomization',
        'namespace: shop',
        'resources: [../base]',
        'replicas: [{ name: web, count: 5 }]',
        'patches:',
        '  - target: { kind: Service, name: w.b }',
        '    patch: "[{ op: add, path: /spec/type, value: NodePort }]"',
      ].join('\n'),
    );

    expect(kustomizeBuild(path.join(dir, 'overlay'))).toEqual([
      { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'web', namespace: 'shop' }, spec: { replicas: 5 } },
      { apiVersion: 'v1', kind: 'Service', metadata: { name: 'web', namespace: 'shop' }, spec: { ports: [], type: 'NodePort' } },
    ]);
  });

  it('When a kustomization uses a feature this renderer lacks, or a patch matches nothing, then it refuses rather than render it wrongly', async () => {
    await write('web.yaml', deployment);
    await write('images/kustomization.yaml', 'kind: Kustomization\nresources: [../web.yaml]\nimages: [{ name: web, newTag: "2" }]\n');
    await write('nomatch/kustomization.yaml', 'kind: Kustomization\nresources: [../web.yaml]\npatches: [{ target: { kind: Deployment, name: we }, patch: "[]" }]\n');
    await write('strategic/kustomization.yaml', 'kind: Kustomization\nresources: [../web.yaml]\npatches: [{ target: { kind: Deployment }, patch: "spec: { replicas: 3 }" }]\n');

    expect(() => kustomizeBuild(path.join(dir, 'images'))).toThrow('images not supported');
    expect(() => kustomizeBuild(path.join(dir, 'nomatch'))).toThrow('matches no resource');
    expect(() => kustomizeBuild(path.join(dir, 'strategic'))).toThrow('only JSON 6902 patches');
  });
});

describe('the front ends’ static server', () => {
  it('When a cluster probes /healthz and /readyz, then it answers 200 without a file of that name', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'tally-static-'));
    try {
      const server = createStaticServer({ root });
      for (const probe of ['/healthz', '/readyz']) {
        const res = await request(server).get(probe);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ status: 'ok' });
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
