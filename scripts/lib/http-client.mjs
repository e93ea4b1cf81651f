// A fetch client with a cookie jar, acting like one browser tab on the gateway origin (tests and bench).

/**
 * @typedef {object} ApiAnswer
 * @property {number} status
 * @property {any} body parsed JSON, or the text when the answer is not JSON
 * @property {Headers} headers
 */

/**
 * Create a client whose cookies persist between calls.
 * @param {string} baseUrl e.g. http://127.0.0.1:8080
 * @param {{ origin?: string }} [options] origin: sent as the Origin header on every request (as a browser on the app would)
 */
export function createHttpClient(baseUrl, { origin = baseUrl } = {}) {
  /** @type {Map<string, string>} */
  const jar = new Map();

  /**
   * @param {string} method
   * @param {string} path
   * @param {unknown} [body] JSON body
   * @param {Record<string, string>} [headers]
   * @returns {Promise<ApiAnswer>}
   */
  async function request(method, path, body, headers = {}) {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        accept: 'application/json',
        origin,
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(15000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const text = await response.text();
    let parsed = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        /* keep the text */
      }
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  return {
    request,
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body, headers) => request('POST', path, body ?? {}, headers),
    patch: (path, body, headers) => request('PATCH', path, body, headers),
    delete: (path, headers) => request('DELETE', path, undefined, headers),
    /** Cookie names currently held. */
    cookieNames: () => [...jar.keys()],
    /** The Cookie header the client sends now (for other tools, e.g. a load generator). */
    cookieHeader: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}
