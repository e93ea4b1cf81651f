// Requests a browser would never send, written byte for byte: chunked bodies, bytes that are not
// UTF-8, a Content-Encoding the body does not have, broken multipart.
import http from 'node:http';

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, chunks?: (Buffer | string)[], body?: Buffer | string, agent?: http.Agent }} options
 *   chunks: sent with Transfer-Encoding: chunked, one write each; body: sent with a Content-Length;
 *   agent: the connections to use (a kept-alive one shared by several requests), default Node's global agent
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, text: string, json: any }>}
 */
export function rawRequest(url, { method = 'POST', headers = {}, chunks, body, agent } = {}) {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, agent, headers: { origin: target.origin, ...headers } },
      (response) => {
        const parts = [];
        response.on('data', (part) => parts.push(part));
        response.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(30000, () => request.destroy(new Error(`no answer from ${method} ${url} in 30 s`)));
    // The server may answer (413) and close before the whole body is written: the answer, when it
    // comes, still counts; a reset with no answer at all is reported as status 0.
    let answered = false;
    request.on('response', () => {
      answered = true;
    });
    request.on('error', (error) => {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code !== 'EPIPE' && code !== 'ECONNRESET') return reject(error);
      setTimeout(() => {
        if (!answered) resolve({ status: 0, headers: {}, text: `connection closed with no answer (${code})`, json: undefined });
      }, 1000);
    });
    if (chunks) {
      request.setHeader('transfer-encoding', 'chunked');
      const writeNext = (index) => {
        if (index >= chunks.length || request.destroyed) return request.end();
        if (request.write(chunks[index])) writeNext(index + 1);
        else request.once('drain', () => writeNext(index + 1));
      };
      writeNext(0);
    } else {
      if (body !== undefined) request.setHeader('content-length', Buffer.byteLength(body));
      request.end(body);
    }
  });
}
