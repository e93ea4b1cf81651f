import type { Readable } from 'node:stream';
import type Koa from 'koa';
import getRawBody from 'raw-body';
import inflate from 'inflation';
import bourne from '@hapi/bourne';
import { BODY_LIMITS, ERROR_CODES, type BodyLimit } from '@tally/contracts';
import { InputError, ServiceError } from '../errors';
import type { ServiceState } from '../app/create-service-app';

// DELETE carries a body here (account deletion sends the password).
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// The media types @koa/bodyparser read as JSON before this reader replaced it.
const JSON_TYPES = ['application/json', 'application/json-patch+json', 'application/vnd.api+json', 'application/csp-report', 'application/scim+json'];
// RFC 8259 whitespace, then an object or an array: a bare value is not a request body here.
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;

declare module 'koa' {
  interface Request {
    /** The parsed JSON body (jsonBody), or what a multipart reader put there. */
    body?: unknown;
  }
}

export const BODY_MESSAGES = {
  notJson: 'The request body is not valid JSON.',
  notUtf8: 'The request body is not valid UTF-8.',
  notDecodable: 'The request body is not compressed as its Content-Encoding says.',
} as const;

/**
 * A JSON body reader with one of the route table's size limits. The same libraries as co-body
 * (@koa/bodyparser's reader) do the work: inflation undoes gzip, deflate and br (415 for any other
 * Content-Encoding), raw-body counts the limit on the inflated bytes, @hapi/bourne refuses
 * __proto__ keys. What it adds: the bytes must be valid UTF-8 (co-body turned bad bytes into U+FFFD
 * and stored them), and a body that is not what its Content-Encoding says is a 400, not a 500.
 * A body that is not JSON by its Content-Type is read as {} (the schema then names what is missing).
 */
export function jsonBody(limit: BodyLimit = 'default'): Koa.Middleware<ServiceState> {
  const bytes = BODY_LIMITS[limit];
  return async (ctx, next) => {
    if (!BODY_METHODS.has(ctx.method) || ctx.request.body !== undefined) return next();
    ctx.request.body = ctx.request.is(JSON_TYPES) ? parseJson(await readBytes(ctx, bytes)) : {};
    return next();
  };
}

async function readBytes(ctx: Koa.Context, limit: number | string): Promise<Buffer> {
  // inflation reads the header as sent: "gzip", "deflate", "br" or "identity"; anything else is a 415.
  const encoding = ctx.get('content-encoding') || 'identity';
  // The declared length only holds for the bytes as sent, so only an unencoded body is checked against it.
  const declared = ctx.get('content-length');
  const length = encoding === 'identity' && declared ? Number(declared) : undefined;
  let stream: Readable;
  try {
    stream = inflate(ctx.req) as Readable;
  } catch (err) {
    throw new ServiceError((err as Error).message, 415, ERROR_CODES.invalidInput);
  }
  try {
    return await getRawBody(stream, { limit, length });
  } catch (err) {
    const failure = err as { status?: number; code?: string; errno?: number };
    // zlib's own errors (Z_DATA_ERROR, Z_BUF_ERROR, ERR_BROTLI_…) carry no HTTP status: the sender's bytes are wrong.
    if (failure.status === undefined && (failure.code?.startsWith('Z_') || failure.code?.includes('BROTLI') || failure.errno !== undefined)) {
      throw new InputError(BODY_MESSAGES.notDecodable);
    }
    throw err;
  } finally {
    // What was not read (a body over the limit, a bad gzip stream) is drained, so the connection can serve the
    // next request. A compressed body is still piped into its paused decompressor, which would pause the request
    // again at once: unpiped first, or the connection (a browser's, or a gateway's pooled one) answers nothing more.
    if (!ctx.req.readableEnded) {
      ctx.req.unpipe();
      ctx.req.resume();
    }
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function parseJson(raw: Buffer): unknown {
  let text: string;
  try {
    text = strictUtf8.decode(raw);
  } catch {
    throw new InputError(BODY_MESSAGES.notUtf8);
  }
  if (text === '') return {};
  if (!OBJECT_OR_ARRAY.test(text)) throw new InputError(BODY_MESSAGES.notJson);
  try {
    return bourne.parse(text, { protoAction: 'error' });
  } catch {
    throw new InputError(BODY_MESSAGES.notJson);
  }
}
