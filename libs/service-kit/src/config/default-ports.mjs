// The port plan: the default listen port of every process in distributed mode, in one place. Plain ESM (typed by
// default-ports.d.mts) so the services' TypeScript configs and the scripts, e2e and bench launchers read the same
// object; docker-compose.yml and deploy/base/ write them out again and default-ports.test.ts holds them to this list.

export const defaultPorts = Object.freeze({
  gateway: 8080,
  identity: 8081,
  ledger: 8082,
  scanner: 8083,
  insights: 8084,
  alerts: 8085,
  shell: 8090,
  'mfe-tracking': 8091,
  'mfe-reports': 8092,
  'mfe-insights': 8093,
  'mfe-support': 8094,
});
