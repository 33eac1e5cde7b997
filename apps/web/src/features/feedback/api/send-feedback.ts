import { type Feedback, type FeedbackRequest, feedbackPaths, feedbackSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { feedbackKeys } from './get-my-feedback';

/** PUT /wps/feedback: sends a feedback and answers it as stored. */
export function sendFeedback(body: FeedbackRequest): Promise<Feedback> {
  return request(feedbackPaths.send, feedbackSchema, { method: 'PUT', body });
}

/** Sends, then my feedback list is read again. */
export function useSendFeedback() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all(token) }),
  });
}
