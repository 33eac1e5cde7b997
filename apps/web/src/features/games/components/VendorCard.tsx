import type { GameCategory, Vendor } from '@portal/contracts';
import { ChevronRight, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { categoryPath } from '../categories';
import './vendor-card.css';

/**
 * A vendor (SPEC §2 "Vendor card"): its image and name, and a start button, except for slot (RNG)
 * vendors, whose card leads to their games instead.
 */
export function VendorCard({
  vendor,
  gameType,
  onStart,
  pending = false,
}: {
  vendor: Vendor;
  gameType: GameCategory;
  onStart?: (vendor: Vendor) => void;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const startable = gameType !== 'RNG' && onStart !== undefined;
  return (
    <article className="surface vendor-card" data-testid="vendor-card">
      <div className="vendor-card__art">
        <img src={vendor.iconUrl} alt="" loading="lazy" decoding="async" width={240} height={135} />
        {vendor.isNew ? <span className="game-card__badge game-card__badge--new">{t('games.badge.new')}</span> : null}
      </div>
      <div className="vendor-card__body">
        <div className="vendor-card__text">
          <h3 className="vendor-card__name">{vendor.name}</h3>
          {vendor.available ? null : <p className="vendor-card__note">{t('games.vendorUnavailable')}</p>}
        </div>
        {!vendor.available ? null : startable ? (
          <Button
            className="vendor-card__start"
            aria-label={t('games.startFor', { vendor: vendor.name })}
            pending={pending}
            icon={<Play size={16} aria-hidden="true" />}
            onClick={() => onStart(vendor)}
          >
            {t('games.start')}
          </Button>
        ) : (
          <Link
            className="btn btn--secondary vendor-card__start"
            to={categoryPath(gameType, vendor.vassalage)}
            aria-label={t('games.viewGamesFor', { vendor: vendor.name })}
          >
            {t('games.viewGames')}
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        )}
      </div>
    </article>
  );
}
