// The feature's public API: other features import it from here only (eslint-rules/feature-public-index.mjs).
export { useSettings } from './api/get-settings';
