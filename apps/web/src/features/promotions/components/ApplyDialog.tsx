import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert, TextAreaField } from '../../../components/ui/Field';
import { ImagePicker } from '../../../components/ui/ImagePicker';
import { Modal } from '../../../components/ui/Modal';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { type ImageProblem, useImageFiles } from '../../../lib/use-image-files';
import { useApplyForPromotion } from '../api/apply-for-promotion';
import './application.css';
import { commentLength, commentMax, commentProblem, imageLimits, imageProblemOf } from '../model/application';

type Errors = { comment?: string; images?: string };

const imageProblemKeys = {
  type: 'promotions.apply.imageType',
  size: 'promotions.apply.imageSize',
  count: 'promotions.apply.imageCount',
} as const;

/**
 * The application to a manual promotion (SPEC §3, §5): a comment of at most 140 characters with its
 * counter and up to three PNG or JPG images of 5 MB each, checked here as the contracts check them,
 * sent as multipart; a refusal the server names a field for goes under that field.
 */
export function ApplyDialog({ code, title, onClose }: { code: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const apply = useApplyForPromotion();
  const images = useImageFiles();
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const length = commentLength(comment);
  const imageText = (problem: ImageProblem) => t(imageProblemKeys[problem], imageLimits);
  const commentText = () => {
    const problem = commentProblem(comment);
    if (problem === 'required') return t('promotions.apply.commentRequired');
    return problem ? t('promotions.apply.commentTooLong', { max: commentMax, count: length }) : undefined;
  };

  const refused = (error: unknown) => {
    const field = error instanceof ApiError ? error.field : undefined;
    const code = error instanceof ApiError ? error.code : undefined;
    if (field === 'body.comment') return setErrors({ comment: t('promotions.apply.commentRule', { max: commentMax }) });
    if (field === 'body.image' || code === 'UPLOAD_INVALID' || code === 'PAYLOAD_TOO_LARGE') {
      const problem = error instanceof ApiError ? imageProblemOf(error.params?.problem) : null;
      return setErrors({ images: problem ? imageText(problem) : t('promotions.apply.imagesRefused', imageLimits) });
    }
    setFailure(code === 'PROMOTION_NOT_AVAILABLE' ? t('promotions.apply.notAvailable') : errorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Errors = { comment: commentText() };
    setErrors(found);
    if (found.comment) return;
    apply.mutate(
      { code, comment: comment.trim(), images: images.files },
      {
        onSuccess: () => {
          toast.success(t('promotions.apply.sent'));
          onClose();
        },
        onError: refused,
      },
    );
  };

  return (
    <Modal open title={t('promotions.apply.title', { title })} onClose={apply.isPending ? undefined : onClose}>
      <form className="stack stack--4 apply-form" onSubmit={submit} noValidate>
        <p className="apply-form__intro">{t('promotions.apply.intro')}</p>
        <TextAreaField
          label={t('promotions.apply.comment')}
          required
          rows={4}
          value={comment}
          error={errors.comment}
          disabled={apply.isPending}
          hint={t('promotions.apply.commentCount', { count: length, max: commentMax })}
          className={length > commentMax ? 'apply-form__comment apply-form__comment--over' : 'apply-form__comment'}
          placeholder={t('promotions.apply.commentPlaceholder')}
          onChange={(event) => setComment(event.target.value)}
        />
        <ImagePicker
          images={images}
          error={errors.images}
          disabled={apply.isPending}
          texts={{
            legend: t('promotions.apply.images'),
            hint: t('promotions.apply.imagesHint', imageLimits),
            add: t('promotions.apply.addImages'),
            alt: (index) => t('promotions.apply.imageAlt', { index }),
            remove: (index) => t('promotions.apply.removeImage', { index }),
            problem: imageText,
          }}
        />
        <FormAlert text={failure} />
        <p className="apply-form__status" role="status">
          {apply.isPending ? t('promotions.apply.sending') : ''}
        </p>
        <div className="apply-form__actions">
          <Button variant="secondary" onClick={onClose} disabled={apply.isPending}>
            {t('promotions.apply.cancel')}
          </Button>
          <Button type="submit" pending={apply.isPending} icon={<Send size={16} aria-hidden="true" />}>
            {t('promotions.apply.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
