import { type Banner, type FirstScreen, socialLinksOf } from '@portal/contracts';
import { escapeHtml } from './platform/web-app.js';

/**
 * The home page's first screen as plain markup, painted before the app's code is even fetched (issue 23 §7): the
 * header's logo and name, the notice bar's frame and the lead banner with its title. It is written in the web app's
 * own classes (the shell, the header, the home highlights, the banner), so each part stands where the app draws it a
 * moment later (e2e/tests/first-paint.e2e.ts measures the banner in both); React replaces it on its first render.
 * The side menu's and right bar's frames keep the columns as the app has them (layout.css hides them on a phone).
 */
export function firstScreenMarkup(data: FirstScreen, lead: Banner): string {
  const { whitelabel, resources } = data.permission.info;
  const name = escapeHtml(whitelabel.name);
  const logo = whitelabel.theme.logoUrl
    ? `<img class="site-logo" src="${escapeHtml(whitelabel.theme.logoUrl)}" alt="${name}" height="32">`
    : '';
  const rightBar = socialLinksOf(resources).length > 0 ? '<aside class="rightbar" hidden></aside>' : '';
  return [
    '<div class="shell shell--boot" aria-busy="true">',
    '<header class="top-bar header"><span class="icon-btn header__menu" aria-hidden="true"></span>',
    `<a class="header__brand" href="/">${logo}<span class="header__name">${name}</span></a></header>`,
    '<div class="shell__body"><nav class="side" aria-hidden="true"></nav>',
    '<div class="shell__content"><main class="shell__main"><section class="page home"><div class="highlights">',
    '<section class="marquee" aria-hidden="true"></section>',
    '<div class="highlights__grid"><div class="highlights__banner"><section class="banner-carousel">',
    `<div class="banner-carousel__viewport"><div class="banner banner--${lead.groupName}">`,
    `<img class="banner__art" src="${escapeHtml(lead.url)}" alt="" width="1200" height="400" fetchpriority="high" data-lead-image>`,
    `<span class="banner__title">${escapeHtml(lead.title)}</span></div></div>`,
    '</section></div></div></div></section></main></div></div>',
    rightBar,
    '</div>',
  ].join('');
}
