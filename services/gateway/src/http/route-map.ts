import { BODY_LIMITS } from '@tally/contracts';

export type ServiceName = 'identity' | 'ledger' | 'scanner' | 'insights' | 'alerts';
export const SERVICE_NAMES: ServiceName[] = ['identity', 'ledger', 'scanner', 'insights', 'alerts'];

export interface RouteRule {
  match: RegExp;
  service: ServiceName;
  /** Reachable without a session (register, verification). */
  public?: boolean;
  /** Largest body accepted, in bytes. */
  bodyLimit: number;
}

const MB = 1024 * 1024;
const limitBytes = (limit: string) => Number.parseInt(limit, 10) * MB;

/** Which service owns which /api path (ARCHITECTURE.md), most specific first. */
export const ROUTE_RULES: RouteRule[] = [
  { match: /^\/api\/(register|resend-verification|verify-email)$/, service: 'identity', public: true, bodyLimit: limitBytes(BODY_LIMITS.default) },
  { match: /^\/api\/user\/avatar$/, service: 'identity', bodyLimit: limitBytes(BODY_LIMITS.avatar) + 64 * 1024 },
  { match: /^\/api\/user(\/|$)/, service: 'identity', bodyLimit: limitBytes(BODY_LIMITS.default) },
  { match: /^\/api\/activities(\/|$)/, service: 'ledger', bodyLimit: limitBytes(BODY_LIMITS.ticketImage) },
  { match: /^\/api\/(sessions|stats|lottery-results)(\/|$)/, service: 'ledger', bodyLimit: limitBytes(BODY_LIMITS.default) },
  { match: /^\/api\/interpret-ticket(-image)?$/, service: 'scanner', bodyLimit: limitBytes(BODY_LIMITS.ticketImage) },
  { match: /^\/api\/insights(\/|$)/, service: 'insights', bodyLimit: limitBytes(BODY_LIMITS.default) },
  { match: /^\/api\/(settings|notifications)(\/|$)/, service: 'alerts', bodyLimit: limitBytes(BODY_LIMITS.default) },
];

export function findRoute(path: string): RouteRule | undefined {
  return ROUTE_RULES.find((rule) => rule.match.test(path));
}
