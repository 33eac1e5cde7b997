import { type AgentNoticePage, agentNoticePageSchema, agentPaths } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { get } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';
import { agentKeys } from './keys';

/** Notices a page: few enough to read through, as the public announcements dialog shows them. */
export const agentNoticePageSize = 10;

/** GET /wps/agent/announcements: a page of the site's notices for agents, newest first, in my language. */
export function getAgentNotices(page: number, signal?: AbortSignal): Promise<AgentNoticePage> {
  return get(withQuery(agentPaths.notices, { page, pageSize: agentNoticePageSize }), agentNoticePageSchema, signal);
}

export function useAgentNotices(page: number) {
  const token = useToken();
  // The texts come in the interface's language (the Language header): another language is another answer.
  const { i18n } = useTranslation();
  const language = i18n.language ? currentLanguage() : 'EN';
  return useQuery({
    queryKey: agentKeys.notices(token, language, page),
    queryFn: ({ signal }) => getAgentNotices(page, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
