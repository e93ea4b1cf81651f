import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { defaultPorts, type PortName } from './default-ports.mjs';

// docker-compose.yml cannot import the port plan, so it writes every port out again: it must agree.
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
        .map(([variable, value]) => ({ name, variable, value: String(value) })),
    );
    expect(urls.length).toBeGreaterThanOrEqual(13);
    for (const { name, variable, value } of urls) {
      const { hostname, port } = new URL(value.replace(publicHost, 'public-host'));
      const target = hostname === 'public-host' ? PUBLIC_URLS[variable] : (hostname as PortName);
      expect({ name, variable, target, port: Number(port) }).toEqual({ name, variable, target, port: defaultPorts[target] });
    }
  });
});
