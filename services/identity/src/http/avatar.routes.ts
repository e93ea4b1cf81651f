import multer from '@koa/multer';
import { AVATAR_MAX_BYTES, ERROR_CODES, FILE_MESSAGES } from '@tally/contracts';
import { InputError, NotFoundError, route, type ServiceContext } from '@tally/service-kit';
import type { IdentityDeps } from '../domain/identity-deps';
import { uploadAvatar } from '../domain/upload-avatar';

const AVATAR_FORM_MESSAGE = 'Please upload the picture as the form field "avatar".';
// In memory: the file is re-encoded at once and never touches the disk as uploaded.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

/**
 * Reads the multipart form's one file (field avatar), with the upload's size limit and its own messages.
 * Whatever the form reader refuses (a missing or wrong boundary, a truncated part, a part without
 * headers, too many fields) is the sender's fault: 400, and the reader has drained the rest of the body.
 */
async function readAvatarFile(ctx: ServiceContext, next: () => Promise<unknown>) {
  let read = false;
  try {
    await upload.single('avatar')(ctx, async () => {
      read = true;
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'LIMIT_FILE_SIZE') throw new InputError(FILE_MESSAGES.avatarTooLarge.description, undefined, ERROR_CODES.tooLarge);
    throw new InputError(AVATAR_FORM_MESSAGE);
  }
  // The handler runs outside the try: its own errors are not the form's.
  if (read) await next();
}

export const AVATAR_CACHE_CONTROL = 'private, no-cache, no-transform';
const notFound = () => new NotFoundError('Picture not found.');

export function avatarRoutes(deps: IdentityDeps) {
  return [
    route(
      'uploadAvatar',
      ({ userId, ctx }) => {
        const file = (ctx.request as unknown as { file?: { buffer: Buffer } }).file;
        return uploadAvatar(deps, userId, file?.buffer);
      },
      { before: [readAvatarFile] },
    ),

    // Each upload gets a new id, so a picture never changes under its URL: the id is its ETag. Still the
    // browser asks each time (no-cache; a 304 costs no bytes), so the owner check runs on every view, even
    // for a copy kept on a shared phone, and no shared cache (private) or proxy (no-transform) keeps or alters it.
    route('getAvatar', async ({ userId, params: { avatarId }, ctx }) => {
      const id = /^[0-9a-f-]{36}$/i.test(avatarId) ? avatarId.toLowerCase() : undefined;
      const etag = `"${id}"`;
      ctx.set('Cache-Control', AVATAR_CACHE_CONTROL);
      if (id && ctx.get('If-None-Match') === etag) {
        if (!(await deps.work.repos.avatars.existsOwned(userId, id))) throw notFound();
        ctx.status = 304;
        ctx.set('ETag', etag);
        return;
      }
      const found = id ? await deps.work.repos.avatars.findOwned(userId, id) : undefined;
      if (!found) throw notFound();
      ctx.type = found.contentType;
      ctx.set('ETag', etag);
      ctx.body = found.image;
    }),
  ];
}
