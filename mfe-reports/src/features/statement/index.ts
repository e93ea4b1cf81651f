// The feature's public API: other features import it from here only (eslint-rules/feature-public-index.mjs).
export { useStatements } from './api/get-statements';
export { DataTable } from './components/data-table';
export { PlainLink, TextLink } from './components/text-link';
export { countOf, hadAccountIn, monthOf } from './lib/month-name';
