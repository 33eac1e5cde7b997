import type { QueryClient } from '@tanstack/react-query';
import { pickLanguage } from '../../lib/i18n';
import { getAnnouncements } from '../content/api/get-announcements';
import { contentKeys } from '../content/api/keys';
import { getPermission, permissionQueryKey } from '../system/api/get-permission';
import { getStatus, statusQueryKey } from '../system/api/get-status';

/**
 * What the first screen needs, asked for while the scripts and messages still load: the site's status
 * and settings, and on the home page the announcements (banners, notices, popups) in the language the
 * site will open in, so the banner, the largest thing on the first screen, is not the last to arrive.
 */
export function prefetchFirstScreen(queryClient: QueryClient, home: boolean): void {
  void queryClient.prefetchQuery({ queryKey: statusQueryKey, queryFn: ({ signal }) => getStatus(signal) });
  const permission = queryClient.fetchQuery({
    queryKey: permissionQueryKey,
    queryFn: ({ signal }) => getPermission(signal),
  });
  if (!home) {
    permission.catch(() => undefined);
    return;
  }
  permission
    .then(({ info }) => {
      const language = pickLanguage(info.whitelabel.brand.supportedLanguages, info.whitelabel.brand.defaultLanguage);
      return queryClient.prefetchQuery({
        queryKey: contentKeys.announcements(language),
        queryFn: ({ signal }) => getAnnouncements(language, signal),
      });
    })
    .catch(() => undefined);
}
