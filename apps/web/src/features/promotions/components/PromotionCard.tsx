import type { Promotion } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isComing, useFormatDate } from '../model/use-period';
import { KindBadge, kindIcon } from './KindBadge';

/** The period of a promotion in words: "25/11/2026 – 24/02/2027", or "From 25/11/2026" when open-ended. */
export function usePeriodText(): (promotion: Promotion) => string {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return ({ startsAt, endsAt }) =>
    endsAt
      ? t('promotions.period', { from: formatDate(startsAt), to: formatDate(endsAt) })
      : t('promotions.periodOpen', { from: formatDate(startsAt) });
}

/**
 * The picture at the top of a card or of the detail: the operator's banner, or (none set) a header
 * drawn in the site's theme with the kind's icon, so every site's cards look its own.
 */
export function PromotionArt({ promotion }: { promotion: Promotion }) {
  const Icon = kindIcon[promotion.kind];
  return promotion.bannerUrl ? (
    <img className="promo-art promo-art--image" src={promotion.bannerUrl} alt="" />
  ) : (
    <div className={`promo-art promo-art--${promotion.kind}`} aria-hidden="true">
      <Icon size={56} strokeWidth={1.5} />
    </div>
  );
}

/** A promotion on /promotions: picture, kind, title, period; the title opens the detail. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const periodText = usePeriodText();
  return (
    <li className="surface promo-card">
      <PromotionArt promotion={promotion} />
      <div className="promo-card__body">
        <div className="promo-card__badges">
          <KindBadge kind={promotion.kind} />
          {isComing(promotion.startsAt) ? (
            <span className="badge badge--muted">{t('promotions.state.coming_soon')}</span>
          ) : null}
        </div>
        <h2 className="promo-card__title">
          {/* The link covers the whole card (CSS), one tab stop per card. */}
          <Link to={`?code=${encodeURIComponent(promotion.code)}`} className="promo-card__link">
            {promotion.title}
          </Link>
        </h2>
        <p className="promo-card__period">{periodText(promotion)}</p>
      </div>
    </li>
  );
}
