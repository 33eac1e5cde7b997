import { footerMaxVendorIcons, type GameMenu, type Vendor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGameMenus } from '../api/get-game-menus';
import { categoryPath } from '../categories';

/** Each vendor once (a vendor may serve several categories), at most 18 (SPEC §9), in menu order. */
export function footerVendors(
  menus: GameMenu | undefined,
): { vendor: Vendor; category: GameMenu[number]['gameCategory'] }[] {
  const seen = new Set<string>();
  const out: { vendor: Vendor; category: GameMenu[number]['gameCategory'] }[] = [];
  for (const menu of menus ?? []) {
    for (const vendor of menu.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      out.push({ vendor, category: menu.gameCategory });
    }
  }
  return out.slice(0, footerMaxVendorIcons);
}

/** The footer's row of vendor icons, each leading to the vendor's games. */
export function FooterVendors() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const vendors = footerVendors(menus.data);
  if (vendors.length === 0) return null;
  return (
    <ul className="footer__vendors" aria-label={t('games.vendors')}>
      {vendors.map(({ vendor, category }) => (
        <li key={vendor.vassalage}>
          <Link to={categoryPath(category, vendor.vassalage)} className="footer__vendor" title={vendor.name}>
            <img src={vendor.iconUrl} alt={vendor.name} loading="lazy" width={96} height={54} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
