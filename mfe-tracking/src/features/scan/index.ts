// The feature's public API: other features import it from here only (eslint-rules/feature-public-index.mjs).
export { withCheckHint } from './components/check-hint';
export { ScanTicket, type ScanTicketProps } from './components/scan-ticket';
export { CHECK_BELOW, checkHint, type ScannedField, type ScannedFields } from './lib/field-confidence';
