// Uploads with a person's cookie (the JSON client sends JSON only).
import { product } from './product.mjs';

/**
 * @param {{ api: { cookieHeader: () => string } }} person
 * @param {{ body: Buffer, contentType: string }} form
 */
export async function uploadAvatar(person, form) {
  const response = await fetch(`${product.baseUrl}/api/user/avatar`, {
    method: 'POST',
    headers: { cookie: person.api.cookieHeader(), origin: product.baseUrl, accept: 'application/json', 'content-type': form.contentType },
    body: form.body,
    signal: AbortSignal.timeout(30000),
  });
  const text = await response.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: response.status, body, headers: response.headers };
}
