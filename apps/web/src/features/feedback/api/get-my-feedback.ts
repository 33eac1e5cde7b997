import { feedbackPaths, feedbackSchema, pageOf } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';
import { useToken } from '../../../lib/session';

const feedbackPageSchema = pageOf(feedbackSchema);

export const feedbackKeys = {
  all: (token: string | null) => ['feedback', token] as const,
  page: (token: string | null, page: number, pageSize: number) => ['feedback', token, page, pageSize] as const,
};

/** GET /wps/feedback: a page of my feedback with the answers, newest first. */
export function getMyFeedback(page: number, pageSize: number, signal?: AbortSignal) {
  return get(withQuery(feedbackPaths.mine, { page, pageSize }), feedbackPageSchema, signal);
}

export function useMyFeedback(page: number, pageSize: number) {
  const token = useToken();
  return useQuery({
    queryKey: feedbackKeys.page(token, page, pageSize),
    queryFn: ({ signal }) => getMyFeedback(page, pageSize, signal),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
