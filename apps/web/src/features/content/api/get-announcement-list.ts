import { announcementPageSchema, announcementPageSize, relayPath } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { contentKeys } from './keys';
import { useContentLanguage } from './use-content-language';

export type AnnouncementPage = z.output<typeof announcementPageSchema>;
export type AnnouncementItem = AnnouncementPage['items'][number];

/** Relay MCSFE_getListAnnouncements: a page of the public announcements, newest first (9 per page). */
export function getAnnouncementList(pageNo: number, signal?: AbortSignal): Promise<AnnouncementPage> {
  const path = withQuery(relayPath('MCSFE_getListAnnouncements'), { pageNo, pageSize: announcementPageSize });
  return get(path, announcementPageSchema, signal);
}

/** Asked only while the dialog is open; the page shown stays while the next one loads. */
export function useAnnouncementList(pageNo: number, enabled: boolean) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: contentKeys.publicList(language, pageNo),
    queryFn: ({ signal }) => getAnnouncementList(pageNo, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
