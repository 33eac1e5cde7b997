import type { Promotion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { useRuleLines } from '../model/use-rule-lines';
import { KindBadge } from './KindBadge';
import { PromotionAction } from './PromotionAction';
import { PromotionArt, usePeriodText } from './PromotionCard';

/** A promotion's detail (issue 13): picture, kind, period, the rules in words, the terms and the action. */
export function PromotionDialog({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation();
  const periodText = usePeriodText();
  const ruleLines = useRuleLines();
  return (
    <Modal open title={promotion.title} onClose={onClose}>
      <div className="stack stack--4 promo-detail">
        <PromotionArt promotion={promotion} />
        <div className="promo-card__badges">
          <KindBadge kind={promotion.kind} />
          <span className="promo-card__period">{periodText(promotion)}</span>
        </div>
        <section aria-labelledby="promo-rules">
          <h3 id="promo-rules" className="promo-detail__heading">
            {t('promotions.rulesTitle')}
          </h3>
          <ul className="promo-detail__rules">
            {ruleLines(promotion).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="promo-terms">
          <h3 id="promo-terms" className="promo-detail__heading">
            {t('promotions.termsTitle')}
          </h3>
          <p className="promo-detail__terms">{promotion.terms}</p>
        </section>
        <PromotionAction promotion={promotion} />
      </div>
    </Modal>
  );
}
