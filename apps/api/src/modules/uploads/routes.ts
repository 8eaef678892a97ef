import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { findUpload } from './service.js';

/** Only ever pictures: even one opened directly cannot run anything. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** Whether an If-None-Match header names this ETag (or any, `*`); weak forms match too, as RFC 9110 says for GET. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  return Boolean(ifNoneMatch?.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, ''))));
}

/** `/uploads/<hash>.<ext>`: the pictures, public like the web's assets, from any process. */
export function uploadRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/uploads/:name', { schema: { hide: true, params: z.object({ name: z.string() }) } }, async (request, reply) => {
      const found = await findUpload(db, request.params.name);
      if (!found) throw notFound('api.notFound.record', { name: 'picture' });
      // A name is its content's hash: what it names never changes.
      reply.header('etag', found.etag).header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', UPLOAD_CONTENT_SECURITY_POLICY);
      if (matches(request.headers['if-none-match'], found.etag)) return reply.status(304).send();
      return reply.type(found.contentType).send(found.bytes);
    });
  };
}
