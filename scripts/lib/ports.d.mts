// Types of ports.mjs for TypeScript callers (deploy/deploy.test.ts).

/** Default listen port of every process in distributed mode. */
export const defaultPorts: Readonly<
  Record<'gateway' | 'identity' | 'ledger' | 'scanner' | 'insights' | 'alerts' | 'shell' | 'mfe-tracking' | 'mfe-reports' | 'mfe-insights' | 'mfe-support', number>
>;
