// The feature's public API: other features import it from here only (eslint-rules/feature-public-index.mjs).
export { SESSION_KINDS, countPayments, sessionStartedText, type SessionKind } from './lib/session-kind';
