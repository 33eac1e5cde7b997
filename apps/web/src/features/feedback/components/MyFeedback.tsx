import type { Feedback } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedView } from '../../../components/ui/QueryView';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useMyFeedback } from '../api/get-my-feedback';

const pageSize = 10;

/** My feedback, newest first, each with the operator's answer or a note that it is awaited. */
export function MyFeedback() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useMyFeedback(page, pageSize);
  return (
    <PagedView query={query} empty={{ title: t('feedback.none'), text: t('feedback.noneText') }} onPage={setPage}>
      {(items) => (
        <ul className="feedback-list">
          {items.map((item) => (
            <FeedbackItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </PagedView>
  );
}

function FeedbackItem({ item }: { item: Feedback }) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  return (
    <li className="surface feedback-list__item">
      <div className="feedback-list__head">
        <span className="feedback-list__type">{t(`feedback.types.${item.questionType}`)}</span>
        <time className="feedback-list__time figures" dateTime={item.createdAt}>
          {formatTime(item.createdAt)}
        </time>
      </div>
      <p className="feedback-list__content">{item.content}</p>
      {item.answer !== null ? (
        <div className="feedback-list__answer">
          <p className="feedback-list__label">{t('feedback.answer')}</p>
          <p>{item.answer}</p>
        </div>
      ) : (
        <p className="feedback-list__waiting">{t('feedback.waiting')}</p>
      )}
    </li>
  );
}
