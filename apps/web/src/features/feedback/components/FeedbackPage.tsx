import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { FeedbackForm } from './FeedbackForm';
import { MyFeedback } from './MyFeedback';
import './feedback.css';

/** The member centre's feedback page: the form, then my feedback with the answers. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <div className="feedback-page">
      <Card as="section" aria-labelledby="feedback-new" className="feedback-page__card">
        <h2 id="feedback-new" className="feedback-page__heading">
          {t('feedback.new')}
        </h2>
        <p className="feedback-page__lead">{t('feedback.lead')}</p>
        <FeedbackForm />
      </Card>
      <section aria-labelledby="feedback-mine">
        <h2 id="feedback-mine" className="feedback-page__heading">
          {t('feedback.mine')}
        </h2>
        <MyFeedback />
      </section>
    </div>
  );
}
