import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';

/** Vendor-card-shaped placeholders while the vendors load. */
export function VendorCardSkeletons({ count = 6 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="vendor-grid" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Skeleton key={index} height={190} radius={12} />
      ))}
    </div>
  );
}
