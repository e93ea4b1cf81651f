// The served API description, proved with standard tools: embedded mode serves /api/openapi.json,
// openapi-typescript generates types from it, and a small program calling the API through openapi-fetch
// (e2e/openapi-client/tally-client-program.ts) must type-check with the TypeScript compiler, its
// @ts-expect-error lines included (enums and required fields are typed), and then runs against the app.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { startEmbedded } from '../../scripts/lib/embedded.mjs';
import { verificationLink } from '../support/mailbox.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';

const programSource = path.join(repoRoot, 'e2e', 'openapi-client', 'tally-client-program.ts');

/** Node's fetch with one cookie jar, as a browser tab holds the session cookie. */
function fetchWithCookies() {
  /** @type {Map<string, string>} */
  const jar = new Map();
  return async (/** @type {Request | string | URL} */ input, /** @type {RequestInit | undefined} */ init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
}

/**
 * Type-checks the program beside the generated types, as a strict project would; no output is written.
 * @param {string} file
 */
function typeErrors(file) {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    noUnusedLocals: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
    return `${d.file ? path.basename(d.file.fileName) : ''}${where ? `:${where.line + 1}` : ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

describe('a client generated from the served OpenAPI document', () => {
  /** @type {Awaited<ReturnType<typeof startEmbedded>>} */
  let server;
  let dataDir = '';
  let workDir = '';

  before(
    async () => {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'tally-openapi-data-'));
      workDir = mkdtempSync(path.join(os.tmpdir(), 'tally-openapi-client-'));
      // The program resolves openapi-fetch (and the compiler its types) from the repository's packages.
      symlinkSync(path.join(repoRoot, 'node_modules'), path.join(workDir, 'node_modules'), 'dir');
      copyFileSync(programSource, path.join(workDir, 'tally-client-program.ts'));
      server = await startEmbedded({ dataDir, timeoutMs: 120000 });
    },
    { timeout: 150000 },
  );
  after(
    async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(workDir, { recursive: true, force: true });
    },
    { timeout: 30000 },
  );

  test('openapi-typescript generates types that make the program type-check, enums and required fields included', { timeout: 120000 }, async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    assert.equal(response.status, 200);
    const document = await response.json();
    assert.equal(document.openapi, '3.1.0');

    const types = astToString(await openapiTS(document));
    assert.match(types, /"Racing" \| "Sports Betting"/, 'the wager event types are a union of literals');
    writeFileSync(path.join(workDir, 'tally-api.ts'), types);

    assert.deepEqual(typeErrors(path.join(workDir, 'tally-client-program.ts')), []);
  });

  test('the program runs against the app: register, sign in, log a wager, read it back, list, stats, a session, a typed 404', { timeout: 60000 }, async () => {
    // Types only matter to the compiler: the program runs as the JavaScript they strip to.
    const { outputText } = ts.transpileModule(readFileSync(programSource, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const runnable = path.join(workDir, 'tally-client-program.mjs');
    writeFileSync(runnable, outputText);
    const { run } = await import(pathToFileURL(runnable).href);

    const email = `openapi.${randomBytes(4).toString('hex')}@example.com`;
    const openVerificationLink = async () => {
      const { link } = await verificationLink(dataDir, email);
      const url = new URL(link);
      assert.equal((await fetch(`${server.url}${url.pathname}${url.search}`, { headers: { accept: 'application/json' } })).status, 200);
    };
    const outcome = await run(server.url, fetchWithCookies(), email, `Pw-${randomBytes(9).toString('base64url')}`, openVerificationLink);
    assert.deepEqual(
      { ...outcome, activityId: typeof outcome.activityId },
      {
        registeredStatus: 201,
        userEmail: email,
        activityId: 'string',
        subtype: 'Sports Betting',
        listed: 1,
        totalSpent: '12.50',
        missingStatus: 404,
        missingCode: 'LEDGER.ACTIVITY_NOT_FOUND',
        sessionType: 'slot',
      },
    );
  });
});
