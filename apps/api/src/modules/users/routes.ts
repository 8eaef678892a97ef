import { envelope, meSchema, userSchema } from '@rds/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.js';
import { readMultipartForm } from '../../platform/uploads.js';
import { profilePicUpload, type UserService } from './service.js';

/** `/api/{usertype}/me`: one's own profile. */
export function profileRoutes(users: UserService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/me',
      { schema: { tags: ['profile'], summary: 'Read my profile', response: { 200: envelope(meSchema) } } },
      async (request) => ok(users.me(request.auth)),
    );

    app.patch(
      '/me',
      {
        schema: {
          tags: ['profile'],
          summary: 'Update my profile (multipart: profilePic, name, email, phone, address)',
          consumes: ['multipart/form-data'],
          response: { 200: envelope(userSchema) },
        },
      },
      async (request) => {
        const form = await readMultipartForm(request, profilePicUpload);
        return ok(await users.updateMe(request.auth, form), 'Profile updated');
      },
    );
  };
}
