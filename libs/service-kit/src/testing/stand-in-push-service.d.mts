import type { Agent } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

/** A subscription as a browser's `PushSubscription.toJSON()` gives it, plus the stand-in's id for it. */
export interface MintedSubscription {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** The claims of a VAPID token that checked out, and the key that signed it (base64url). */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  publicKey: string;
}

/** One push message that was accepted (201) and decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload as text. */
  text: string;
  /** The payload parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  ttl: number;
  urgency?: string;
  topic?: string;
  vapid: VapidClaims;
  receivedAt: Date;
}

/** Every request the stand-in answered, accepted or not (for asserting refusals). */
export interface PushAttempt {
  subscriptionId: string | null;
  status: number;
  reason: string;
  headers: IncomingHttpHeaders;
}

export interface StandInPushService {
  port: number;
  /** https://127.0.0.1:<port> */
  origin: string;
  /** The self-signed certificate (PEM) the HTTPS side presents. */
  certificate: string;
  /** A file holding `certificate`: NODE_EXTRA_CA_CERTS for a process that sends to the stand-in. */
  caFile: string;
  /** An HTTPS agent that trusts the stand-in (web-push's `agent` option, in the test's own process). */
  agent: Agent;
  /** Every request so far, in order. */
  attempts: PushAttempt[];
  /** A new subscription: a fresh P-256 key pair and 16-byte auth secret; https endpoint unless told otherwise. */
  mintSubscription(options?: { protocol?: 'https' | 'http' }): MintedSubscription;
  /** The messages a subscription has received so far. */
  messages(subscriptionId: string): ReceivedPush[];
  /**
   * The subscription's oldest message not yet handed out by this call (one that arrived before the
   * call counts), waiting for it when there is none; rejects after `timeoutMs` (default 10 s).
   */
  nextMessage(subscriptionId: string, timeoutMs?: number): Promise<ReceivedPush>;
  /** From now on answer pushes to this subscription with `status` (404 or 410: it is gone; 201 again to accept). */
  answerWith(subscriptionId: string, status: number): void;
  close(): Promise<void>;
}

/** Starts the stand-in push service on a random loopback port. */
export function startStandInPushService(options?: { host?: string }): Promise<StandInPushService>;

/** Checks a `vapid t=..., k=...` Authorization header (RFC 8292) for `audience`. */
export function checkVapid(header: string | undefined, audience: string): { claims: VapidClaims } | { error: string };
