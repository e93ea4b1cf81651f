import { readdirSync, readFileSync } from 'node:fs';
import { parse, parseAllDocuments } from 'yaml';
import { defaultPorts, type PortName } from './default-ports.mjs';

// docker-compose.yml and the Kubernetes manifests cannot import the port plan, so they write every port out again: they must agree.
const composeFile = new URL('../../../../docker-compose.yml', import.meta.url);
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; ports?: string[] }>;
};
const names = Object.keys(defaultPorts) as PortName[];
const publicHost = '${TALLY_PUBLIC_HOST:-localhost}';
/** Variables whose URL the browser opens (on the published port) rather than a container in the network. */
const PUBLIC_URLS: Record<string, PortName> = {
  PUBLIC_URL: 'gateway',
  MFE_TRACKING_URL: 'mfe-tracking',
  MFE_REPORTS_URL: 'mfe-reports',
  MFE_INSIGHTS_URL: 'mfe-insights',
  MFE_SUPPORT_URL: 'mfe-support',
};

describe('the port plan and docker-compose.yml', () => {
  it('When a process of the plan runs in compose, then it listens on its default port', () => {
    expect(names.filter((name) => !compose.services[name])).toEqual([]);
    for (const name of names) expect([name, compose.services[name].environment?.PORT]).toEqual([name, String(defaultPorts[name])]);
  });

  it('When compose publishes a port, then it is the process’s own port on both sides', () => {
    const published = Object.entries(compose.services).flatMap(([name, service]) => (service.ports ?? []).map((mapping) => [name, mapping]));
    expect(published.length).toBeGreaterThan(0);
    for (const [name, mapping] of published) {
      const port = defaultPorts[name as PortName];
      expect([name, mapping]).toEqual([name, `${port}:${port}`]);
    }
  });

  it('When one process names another by URL, then the URL carries that process’s port', () => {
    const urls = Object.entries(compose.services).flatMap(([name, service]) =>
      Object.entries(service.environment ?? {})
        .filter(([, value]) => /^https?:\/\//.test(String(value)))
        // The gateway may list a service's replicas, comma-separated (ledger, ledger-2: both the ledger's port).
        .flatMap(([variable, value]) =>
          String(value)
            .split(',')
            .map((one) => ({ name, variable, value: one })),
        ),
    );
    expect(urls.length).toBeGreaterThanOrEqual(13);
    for (const { name, variable, value } of urls) {
      const { hostname, port } = new URL(value.replace(publicHost, 'public-host'));
      const target = hostname === 'public-host' ? PUBLIC_URLS[variable] : (hostname.replace(/-\d+$/, '') as PortName);
      expect({ name, variable, target, port: Number(port) }).toEqual({ name, variable, target, port: defaultPorts[target] });
    }
  });
});

describe('the port plan and the Kubernetes manifests', () => {
  const base = new URL('../../../../deploy/base/', import.meta.url);
  const manifests = ['services', 'frontends'].flatMap((folder) =>
    readdirSync(new URL(`${folder}/`, base))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => ({ name: file.replace(/\.yaml$/, '') as PortName, docs: parseAllDocuments(readFileSync(new URL(`${folder}/${file}`, base), 'utf8')).map((d) => d.toJS()) })),
  );

  it('When a process of the plan has a manifest, then its container, its PORT and its Service use its default port', () => {
    expect(manifests.map((m) => m.name).sort()).toEqual([...names].sort());
    for (const { name, docs } of manifests) {
      const deployment = docs.find((d) => d?.kind === 'Deployment');
      const service = docs.find((d) => d?.kind === 'Service');
      const container = deployment.spec.template.spec.containers.find((c: { name: string }) => c.name === name);
      const port = defaultPorts[name];
      expect({ name, containerPorts: container.ports.map((p: { containerPort: number }) => p.containerPort) }).toEqual({ name, containerPorts: [port] });
      expect({ name, PORT: container.env.find((e: { name: string }) => e.name === 'PORT')?.value }).toEqual({ name, PORT: String(port) });
      expect({ name, servicePorts: service.spec.ports.map((p: { port: number }) => p.port) }).toEqual({ name, servicePorts: [port] });
    }
  });

  it('When the shared configuration names a process by URL, then the URL carries that process’s port', () => {
    const maps = parseAllDocuments(readFileSync(new URL('config.yaml', base), 'utf8')).map((d) => d.toJS());
    const urls = maps.flatMap((map) => Object.entries<string>(map?.data ?? {}).filter(([, value]) => /^https?:\/\//.test(String(value))));
    expect(urls.length).toBeGreaterThanOrEqual(7);
    for (const [variable, value] of urls) {
      const { hostname, port } = new URL(value);
      if (!(hostname in defaultPorts)) continue;
      expect({ variable, port: Number(port) }).toEqual({ variable, port: defaultPorts[hostname as PortName] });
    }
  });
});
