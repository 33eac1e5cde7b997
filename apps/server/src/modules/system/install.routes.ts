import { createHash } from 'node:crypto';
import { languageTags } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFailure } from '../../platform/errors.js';
import { appIconPng, appIconSizes, appIconSvg } from './app-icon.js';

/** An hour in the browser, then a cheap revalidation: a theme change shows within the hour. */
const cacheControl = 'public, max-age=3600, stale-while-revalidate=86400';
const etagOf = (body: string | Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The portal as an installable web app (issue 22, 17), per site by host name: its manifest (name,
 * colours and icons from the site's theme) and its icons, drawn from the theme (SVG, and PNG through
 * sharp). Served outside the API scope: the browser asks for them without portal headers.
 */
export const installRoutes: FastifyPluginAsyncZod = async (app) => {
  const siteOf = (host: string | undefined) => app.sites.resolve(host, undefined);

  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
    const site = siteOf(request.headers.host);
    if (!site) return sendFailure(reply, 'SITE_NOT_FOUND', 'no site at this host');
    const { colors } = site.theme;
    const manifest = {
      id: '/',
      name: site.name,
      short_name: site.name,
      lang: languageTags[site.brand.defaultLanguage],
      start_url: '/?source=app',
      scope: '/',
      display: 'standalone',
      background_color: colors.bg,
      theme_color: colors.surface,
      icons: [
        { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ...appIconSizes.map((size) => ({
          src: `/app-icon-${size}.png`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose: 'any maskable',
        })),
      ],
    };
    const body = JSON.stringify(manifest);
    return reply
      .header('cache-control', cacheControl)
      .header('etag', etagOf(body))
      .type('application/manifest+json; charset=utf-8')
      .send(body);
  });

  app.get(
    '/app-icon:variant',
    { schema: { hide: true, params: z.object({ variant: z.string().max(20) }) } },
    async (request, reply) => {
      const site = siteOf(request.headers.host);
      const size = appIconSizes.find((each) => request.params.variant === `-${each}.png`);
      if (!site || (!size && request.params.variant !== '.svg')) return sendFailure(reply, 'NOT_FOUND', 'no such icon');
      const svg = appIconSvg(site.name, site.theme.colors);
      const body = size ? await appIconPng(svg, size) : svg;
      const etag = etagOf(body);
      reply.header('cache-control', cacheControl).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(size ? 'image/png' : 'image/svg+xml; charset=utf-8').send(body);
    },
  );
};
