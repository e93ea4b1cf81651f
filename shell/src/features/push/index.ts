// The feature's public API: other features import it from here only (eslint-rules/feature-public-index.mjs).
export { forgetThisDevice } from './push-device';
