import { memberIconUpload, memberPaths, memberResponses, serviceResponses } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { principalOf } from '../../platform/auth.js';
import { sendFailure } from '../../platform/errors.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { oneImageLimits, readOneImage, registerImageUploads } from '../../platform/uploads.js';
import { iconFile, iconInvalid, memberIconUrl, replaceIcon } from './icon.service.js';

const tags = ['member'];

/** GET and PUT /wps/member/info/icon: the member's avatar URL, and its upload. */
export function iconRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    await registerImageUploads(app, oneImageLimits(memberIconUpload.maxBytes));
    app.get(
      memberPaths.icon,
      {
        config: { access: 'session' },
        schema: portalSchema({
          tags,
          summary: 'The member avatar, if any (null: the browser shows its fallback image)',
          success: memberResponses.icon,
          failures: [401],
        }),
      },
      async (request) => ok({ iconUrl: await memberIconUrl(db, app.secrets, principalOf(request).memberId) }),
    );
    app.put(
      memberPaths.icon,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Upload the member avatar (multipart field `icon`: PNG or JPEG, at most 2 MB)',
          description: 'The image is decoded and drawn anew as a 256 px square WebP without metadata.',
          success: serviceResponses.iconUpload,
          failures: [400, 401, 403],
        }),
      },
      async (request) => {
        const upload = await readOneImage(request, memberIconUpload.field, iconInvalid);
        return ok(await replaceIcon(db, app.secrets, principalOf(request).memberId, upload.content));
      },
    );
  };
}

/**
 * GET /art/icons/<member>-<version>-<tag>.webp, outside the API's site headers (an <img> sends none).
 * The URL changes with every upload, so a browser may keep each one for a year.
 */
export function iconFileRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/art/icons/:file',
      { schema: { hide: true, params: z.object({ file: z.string().max(80) }) } },
      async (request, reply) => {
        const icon = await iconFile(db, app.secrets, request.params.file);
        if (!icon) return sendFailure(reply, 'NOT_FOUND', 'no such icon');
        reply.header('Cache-Control', 'private, max-age=31536000, immutable');
        return reply.type('image/webp').send(icon);
      },
    );
  };
}
