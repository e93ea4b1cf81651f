/**
 * One Idempotency-Key per submission, for the operations whose row is `idempotent` (a wager, a session,
 * a deposit, a self-check…). A submission is the operation with its params and body: sending it again
 * unchanged (a double tap, a retry after a timeout or a lost answer) reuses its key, so the server saves
 * it once; an answer settles it, and the next submission, or a changed form, gets a new key.
 */
import { ApiError } from './api-error';

export interface SubmissionKeys {
  /** The key of this submission: the one it was sent with before if it has not settled, else a new one. */
  keyFor(submission: string): string;
  /** Forgets the submission's key once the server has answered it for good. */
  settle(submission: string): void;
}

/** Unsettled submissions kept at most (each holds its request's text; a person retries the last few, not hundreds). */
const MAX_KEPT = 20;

/** A random version-4 UUID: crypto.randomUUID where the page allows it (a secure context), else from getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The text that names a submission: the operation, its params and its body. */
export function submissionOf(operationId: string, params: unknown, body: unknown): string {
  return JSON.stringify([operationId, params ?? null, body ?? null]);
}

/**
 * Whether an error settles the submission: an answer from the server that is not a failure of the
 * server (a 4xx refusal wrote nothing, and a retry of it should be a new submission). No answer, a 5xx,
 * a 408 or a 429 leave it open: the write may have happened, so its retry must send the same key.
 */
export function settlesSubmission(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

export function createSubmissionKeys(newKey: () => string = newIdempotencyKey): SubmissionKeys {
  // A Map keeps insertion order: the oldest open submission is the first to go.
  const open = new Map<string, string>();
  return {
    keyFor(submission) {
      const kept = open.get(submission);
      if (kept) return kept;
      const key = newKey();
      open.set(submission, key);
      if (open.size > MAX_KEPT) open.delete(open.keys().next().value as string);
      return key;
    },
    settle(submission) {
      open.delete(submission);
    },
  };
}
