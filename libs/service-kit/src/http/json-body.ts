import type Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { BODY_LIMITS, type BodyLimit } from '@tally/contracts';
import type { ServiceState } from '../app/create-service-app';

// DELETE carries a body here (account deletion sends the password).
const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A JSON body parser with one of the route table's size limits; a bad or too large body throws (the error middleware answers). */
export function jsonBody(limit: BodyLimit = 'default'): Koa.Middleware<ServiceState> {
  return bodyParser({
    enableTypes: ['json'],
    parsedMethods: BODY_METHODS,
    jsonLimit: BODY_LIMITS[limit],
    encoding: 'utf-8',
    onError: (err) => {
      throw err;
    },
  }) as unknown as Koa.Middleware<ServiceState>;
}
