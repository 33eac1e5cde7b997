import { type FirstScreen, firstScreenElementId, type Language } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { announcementsQuery } from '../features/content/api/get-announcements';
import { gameMenusQuery } from '../features/games/api/get-game-menus';
import { permissionQuery, rememberSite } from '../features/system/api/get-permission';
import { statusQuery } from '../features/system/api/get-status';
import { changeLanguage, pickLanguage } from '../lib/i18n';
import { balanceQuery } from '../lib/member/get-balance';
import { memberInfoQuery } from '../lib/member/get-member-info';
import { getToken } from '../lib/session';
import { applyTheme } from './theme';

/** How long the first render waits for the site's settings before it shows its own loader instead. */
const patienceMs = 4000;

/**
 * What the first screen needs, asked for while the scripts and messages still load: the site's status
 * and settings, then its language and colours, and on the home page the announcements (banners,
 * notices, popups) in that language, so the banner, the largest thing on the first screen, is in the
 * first render. Resolves when they are in (or failed, or took too long: the app then shows its own
 * loader or error); never rejects. `messages` is the start-up language load, which must finish first.
 */
export function loadFirstScreen(
  queryClient: QueryClient,
  { home, messages, written }: { home: boolean; messages: Promise<unknown>; written: FirstScreen | null },
): Promise<void> {
  if (written) {
    queryClient.setQueryData(statusQuery.queryKey, written.status);
    queryClient.setQueryData(permissionQuery.queryKey, rememberSite(written.permission));
    const { language } = written.announcements ?? {};
    if (language && written.announcements) {
      queryClient.setQueryData(announcementsQuery(language).queryKey, written.announcements.value);
    }
  }
  // Each as fresh as its hook keeps it, so answers written into the page are not asked for again.
  const status = queryClient.prefetchQuery(statusQuery);
  const settings = queryClient.fetchQuery(permissionQuery).then(async ({ info }) => {
    const { brand, theme } = info.whitelabel;
    applyTheme(theme.colors);
    const language = pickLanguage(brand);
    // The menus do not depend on the language, but the browser keeps them per language.
    if (written?.menus) queryClient.setQueryData(gameMenusQuery(language.toLowerCase()).queryKey, written.menus);
    const announcements = home ? queryClient.prefetchQuery(announcementsQuery(language)) : undefined;
    await messages;
    await Promise.all([changeLanguage(language, false), announcements]);
  });
  // A signed-in member's name, balance and popups are in the header and on the page from the first
  // render: nothing arrives under the pointer once the page is usable (issue 22, 27).
  const token = getToken();
  const member = token
    ? Promise.all([queryClient.prefetchQuery(memberInfoQuery(token)), queryClient.prefetchQuery(balanceQuery(token))])
    : undefined;
  const everything = Promise.all([status, settings, member]).then(
    () => undefined,
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, patienceMs);
  });
  return Promise.race([everything, patience]).finally(() => clearTimeout(timer));
}

/**
 * The answers the server wrote into the page (platform/web-app.ts on the server), if it did; otherwise the browser
 * asks for them as usual. Our own server writes them from the contracts' types (its tests read the block back
 * with firstScreenSchema), so they are taken as written: building and running that schema cost a phone's first
 * load about 150 ms of its main thread (zod, at 4x). A block without a status and settings is not used. Never rejects.
 */
export async function writtenFirstScreen(): Promise<FirstScreen | null> {
  const text = document.getElementById(firstScreenElementId)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as Partial<FirstScreen> | null;
    return typeof page?.status?.status === 'number' && page.permission?.info?.whitelabel?.brand
      ? (page as FirstScreen)
      : null;
  } catch {
    return null;
  }
}

/** The language the site opens in, by the settings the page carries (null without them). */
export function writtenLanguage(written: FirstScreen | null): Language | null {
  return written ? pickLanguage(written.permission.info.whitelabel.brand) : null;
}
