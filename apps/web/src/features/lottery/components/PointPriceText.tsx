import { languageTags, type PointPriceView } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { numberFormat } from '../../../lib/number-format';
import { useFormatMinor } from '../../../lib/use-format-minor';
import './PointPriceText.css';

/**
 * A VN play's price as Vietnamese players read it (issue 22 #20): what a điểm costs and pays a hit, in the
 * site's money, then the two in điểm ("23 ăn 80" for lô in the north, "1 ăn 80" for đề).
 */
export function PointPriceText({ price }: { price: PointPriceView }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const inPoints = (amount: string) =>
    numberFormat(languageTags[currentLanguage()], { maximumFractionDigits: 3 }).format(
      Number(amount) / Number(price.point),
    );
  return (
    <>
      {t('lottery.pointPrice', { price: formatMinor(price.price), pays: formatMinor(price.pays) })}{' '}
      <span className="point-price__reading">
        {t('lottery.pointReading', { price: inPoints(price.price), pays: inPoints(price.pays) })}
      </span>
    </>
  );
}
