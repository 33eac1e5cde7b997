import {
  type Announcements,
  announcementTypes,
  type Banner,
  type bannerGroups,
  contentPaths,
  type Language,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { get } from '../../../lib/http';
import { shellSchema } from '../../../lib/schema-source';
import { withQuery } from '../../../lib/search-params';
import { contentKeys } from './keys';
import { useContentLanguage } from './use-content-language';

/** GET /wps/announcements/v2: every type at once (B, PL, PU, PR, H) for the web platform, in one language. */
export function getAnnouncements(language: Language, signal?: AbortSignal): Promise<Announcements> {
  const path = withQuery(contentPaths.announcements, { types: announcementTypes.join(','), platform: 'W', language });
  return get(path, shellSchema('announcementsSchema'), signal);
}

/** Content changes rarely: an answer is kept five minutes before it is asked for again. */
export const announcementsStaleMs = 5 * 60_000;

/** The announcements in one language: the hook, the first screen's prefetch and its written answer share it. */
export const announcementsQuery = (language: Language) =>
  queryOptions({
    queryKey: contentKeys.announcements(language),
    queryFn: ({ signal }) => getAnnouncements(language, signal),
    staleTime: announcementsStaleMs,
  });

/** One call feeds the banners, the marquee and the popups; they share the cached answer. */
export function useAnnouncements<T = Announcements>(select?: (data: Announcements) => T) {
  return useQuery({ ...announcementsQuery(useContentLanguage()), select });
}

/** The banners of one group (w_home, w_login…), in their order. */
export function useBanners(group: (typeof bannerGroups)[number]) {
  const select = useCallback(
    (data: Announcements): Banner[] => data.banners.filter((banner) => banner.groupName === group),
    [group],
  );
  return useAnnouncements(select);
}
