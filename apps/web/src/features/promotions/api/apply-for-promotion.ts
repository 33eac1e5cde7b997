import { promotionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { rewardsSchema } from './get-rewards';
import { useRewardsAnswer } from './use-rewards-answer';

export interface Application {
  code: string;
  comment: string;
  images: File[];
}

/** The multipart field the server reads the images from (up to three, SPEC §5). */
export const applicationImageField = 'image';

/**
 * POST /wps/promotions/:code/apply as multipart/form-data: the comment, and each image under `image`.
 * Answers the reward centre as it now stands (the promotion "applying").
 */
export function applyForPromotion({ code, comment, images }: Application) {
  const form = new FormData();
  form.append('comment', comment);
  for (const image of images) form.append(applicationImageField, image, image.name);
  return request(promotionPaths.apply.replace(':code', encodeURIComponent(code)), rewardsSchema, {
    method: 'POST',
    body: form,
  });
}

/** Sends an application; the reward centre then shows the answer and the waiting count is read again. */
export function useApplyForPromotion() {
  const answered = useRewardsAnswer();
  return useMutation({ mutationFn: applyForPromotion, onSuccess: () => answered(false) });
}
