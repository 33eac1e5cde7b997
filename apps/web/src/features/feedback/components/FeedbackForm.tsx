import { countWords, type FeedbackType, feedbackTypes, feedbackWords } from '@portal/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert, SelectField, TextAreaField } from '../../../components/ui/Field';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { useSendFeedback } from '../api/send-feedback';

type Errors = { questionType?: string; content?: string };

/**
 * The feedback form (SPEC §3, §5): a question type of the list and content within the word limits
 * of the contracts, checked here as the server checks them, with a message under each field.
 */
export function FeedbackForm() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const send = useSendFeedback();
  const [questionType, setQuestionType] = useState<FeedbackType | ''>('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const words = countWords(content);
  const limits = { min: feedbackWords.min, max: feedbackWords.max };

  const check = (): Errors => {
    const found: Errors = {};
    if (questionType === '') found.questionType = t('feedback.typeRequired');
    if (content.trim() === '') found.content = t('feedback.contentRequired');
    else if (words < limits.min || words > limits.max) found.content = t('feedback.wordsRule', limits);
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = check();
    setErrors(found);
    if (found.questionType || found.content || questionType === '') return;
    send.mutate(
      { questionType, content: content.trim() },
      {
        onSuccess: () => {
          toast.success(t('feedback.sent'));
          setQuestionType('');
          setContent('');
        },
        onError: (error) => {
          // The server names the field at fault: the message goes under it, else above the button.
          const field = error instanceof ApiError ? error.field : undefined;
          if (field === 'body.content') setErrors({ content: t('feedback.wordsRule', limits) });
          else if (field === 'body.questionType') setErrors({ questionType: t('feedback.typeRequired') });
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('feedback.type')}
        required
        value={questionType}
        error={errors.questionType}
        onChange={(event) => setQuestionType(event.target.value as FeedbackType | '')}
      >
        <option value="">{t('feedback.choose')}</option>
        {feedbackTypes.map((type) => (
          <option key={type} value={type}>
            {t(`feedback.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('feedback.content')}
        required
        rows={6}
        value={content}
        error={errors.content}
        hint={t('feedback.wordCount', { count: words, ...limits })}
        placeholder={t('feedback.placeholder')}
        onChange={(event) => setContent(event.target.value)}
      />
      <FormAlert text={failure} />
      <Button type="submit" pending={send.isPending} icon={<Send size={16} aria-hidden="true" />}>
        {t('feedback.send')}
      </Button>
    </form>
  );
}
