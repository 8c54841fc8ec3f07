import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { DomainError } from '../../core/errors';
import { readUpload, saveUpload, UPLOAD_URL_PREFIX } from '../../core/uploads';
import { requireMember, type HandlerMap } from '../context';

/** upload/uploadFile: the contract checked the declared name, type and size; the domain checks bytes. */
export const uploadHandlers = {
  uploadFile: async (input, ctx) => ({
    url: await saveUpload(
      ctx,
      requireMember(ctx).user.id,
      input.purpose,
      Buffer.from(await input.file.arrayBuffer()),
    ),
  }),
} satisfies HandlerMap;

/**
 * GET /web/upload/file/:id serves an uploaded image to whoever holds its unguessable URL (an <img>
 * cannot send the token header). An unknown id answers the translated "not found" envelope.
 */
export function registerUploadFileRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>(`${UPLOAD_URL_PREFIX}:id`, async (request, reply) => {
    const upload = await readUpload(db, request.params.id);
    if (!upload) throw new DomainError('notFound', 'notFound');
    return (
      reply
        .code(200)
        .header('content-type', upload.contentType)
        .header('content-length', upload.bytes.length)
        .header('etag', `"${upload.sha256}"`)
        // Content never changes under one id; private: proxies must not share a player's images.
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(upload.bytes)
    );
  });
}
