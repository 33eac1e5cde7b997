import {
  memberAgentRequestSchema,
  memberNoteQuerySchema,
  memberNoteRequestSchema,
  memberTagsRequestSchema,
  operatorMemberNotePaths,
  operatorMemberNoteResponses,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorOf } from '../../platform/operator-auth.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import type { IdentityDeps } from './deps.js';
import { memberNotes, moveMemberUnderAgent, setMemberTags, writeMemberNote } from './member-notes.service.js';

const params = z.object({ username: z.string().min(1).max(64) });
const tags = ['operator'];

/**
 * The service desk's notes and tags on a member of its site, and the move under another agent (issue 25): of the
 * service area (support and owners write; risk and read-only read).
 */
export function memberNoteRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      operatorMemberNotePaths.notes,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "The service desk's notes on a member, newest first, with author and time",
          success: operatorMemberNoteResponses.notes,
          failures: [400, 401, 403, 404],
          params,
          querystring: memberNoteQuerySchema,
        }),
      },
      async (request) => ok(await memberNotes(deps, request.site.id, request.params.username, request.query)),
    );
    app.post(
      operatorMemberNotePaths.notes,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: 'Write a note on a member: kept as written, with its author and time, never edited',
          success: operatorMemberNoteResponses.note,
          failures: [400, 401, 403, 404],
          params,
          body: memberNoteRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await writeMemberNote(deps, {
            siteId: request.site.id,
            operatorId: operatorOf(request).operatorId,
            username: request.params.username,
            text: request.body.text,
          }),
        ),
    );
    app.put(
      operatorMemberNotePaths.tags,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: "Set a member's tags (the whole set; audited with before and after)",
          success: operatorMemberNoteResponses.tags,
          failures: [400, 401, 403, 404],
          params,
          body: memberTagsRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await setMemberTags(deps, {
            siteId: request.site.id,
            operatorId: operatorOf(request).operatorId,
            username: request.params.username,
            tags: request.body.tags,
            ip: request.ip,
          }),
        ),
    );
    app.post(
      operatorMemberNotePaths.agent,
      {
        config: { operator: 'service' },
        schema: portalSchema({
          tags,
          summary: 'Move a member, with its whole team, under another agent of the site (audited, with why)',
          description:
            'Refused (409) under the member itself, anyone of its own team, a closed agent or the agent it is under; ' +
            '400 when the new upline is no agent account, 404 when no member of the site has that username.',
          success: operatorMemberNoteResponses.agent,
          failures: [400, 401, 403, 404, 409],
          params,
          body: memberAgentRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await moveMemberUnderAgent(deps, {
            siteId: request.site.id,
            agentTypes: request.site.brand.agentTypes,
            operatorId: operatorOf(request).operatorId,
            username: request.params.username,
            agent: request.body.agent,
            reason: request.body.reason,
            ip: request.ip,
          }),
        ),
    );
  };
}
