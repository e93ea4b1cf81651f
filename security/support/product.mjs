// The started product the suite talks to, as scripts/test-security.mjs describes it in the environment:
// the gateway's address, where identity writes its mail, the run mode, and where claims are recorded.
import assert from 'node:assert/strict';

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  assert.ok(value, `${name} is not set: run the suite with npm run test:security`);
  return value;
}

export const product = {
  /** The gateway, e.g. http://127.0.0.1:41234 */
  baseUrl: required('SECURITY_BASE_URL'),
  /** 'embedded' or 'distributed' */
  mode: /** @type {'embedded' | 'distributed'} */ (required('SECURITY_MODE')),
  /** The folder of .eml files identity writes when no SMTP is set. */
  mailboxDir: required('SECURITY_MAILBOX_DIR'),
  /** Every service's own address (distributed mode only: services answer on their own ports too). */
  serviceUrls: /** @type {Record<string, string>} */ (JSON.parse(process.env.SECURITY_SERVICE_URLS ?? '{}')),
  /** Everything the product printed (the runner writes it there). */
  logFile: process.env.SECURITY_LOG_FILE,
  /** JSON lines: one per claim, with its outcome (the runner summarises them). */
  reportFile: process.env.SECURITY_REPORT_FILE,
};
