import type { ApiRoute } from '@tally/contracts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain, self-contained page listing every call (no viewer assets from a CDN); the full schemas are in /api/openapi.json. */
export function renderApiDocsPage(routes: readonly ApiRoute[]): string {
  const rows = routes
    .map(
      (r) =>
        `<tr><td><code>${r.method}</code></td><td><code>${escape(r.path)}</code></td><td>${r.service}</td><td>${r.auth === 'public' ? 'no' : 'yes'}</td><td>${escape(r.summary)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Tally API</title><style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#1b2330}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d5dbe3;padding:.4rem .6rem;text-align:left;vertical-align:top}code{font-size:.9em}</style></head>
<body><h1>Tally API</h1><p>Every call, its owning service and whether it needs a signed-in session. Machine-readable schemas: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Service</th><th>Sign-in</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
