import { type GameMenu, headerLargeMenuAboveVendors } from '@portal/contracts';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useGameMenus } from '../api/get-game-menus';
import { categoryInfo, categoryPath } from '../categories';
import './header-game-nav.css';

type MenuItem = GameMenu[number];

/** The categories the top navigation shows: those with at least one vendor and a page of their own (SPEC §2). */
export function navCategories(menus: GameMenu | undefined): MenuItem[] {
  return (menus ?? []).filter((menu) => menu.vendors.length > 0 && categoryInfo[menu.gameCategory] !== undefined);
}

/** The large (mega) layout once a category has more than ten vendors (SPEC §9). */
export const usesLargeMenu = (menu: MenuItem) => menu.vendors.length > headerLargeMenuAboveVendors;

/** How a panel was opened: a hover previews it (leaving closes it), the toggle pins it open. */
type Opened = { category: string; by: 'hover' | 'toggle' } | null;

function GameNavItem({
  menu,
  open,
  onHover,
  onLeave,
  onToggle,
  onClose,
}: {
  menu: MenuItem;
  open: boolean;
  onHover: () => void;
  onLeave: () => void;
  onToggle: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const info = categoryInfo[menu.gameCategory];
  if (!info) return null;
  const Icon = info.icon;
  const label = t(info.titleKey);
  const large = usesLargeMenu(menu);

  return (
    <li
      className={`game-nav__item${large ? ' game-nav__item--large' : ''}`}
      onMouseEnter={onHover}
      onMouseLeave={onLeave}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        onClose();
        toggle.current?.focus();
      }}
    >
      <NavLink to={info.path} className="header__link game-nav__link" title={label} aria-label={label}>
        <Icon size={16} aria-hidden="true" />
        <span className="game-nav__label">{label}</span>
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="game-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('games.showVendors', { category: label })}
        onClick={onToggle}
      >
        <ChevronDown size={14} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={`game-nav__panel game-nav__panel--${large ? 'large' : 'list'}`}
        hidden={!open}
        data-testid={`game-menu-${menu.gameCategory}`}
      >
        <Link to={info.path} className="game-nav__all">
          {t('games.allOf', { category: label, vendors: menu.vendors.length })}
        </Link>
        <ul className="game-nav__vendors">
          {menu.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <Link to={categoryPath(menu.gameCategory, vendor.vassalage)} className="game-nav__vendor">
                <img src={vendor.iconUrl} alt="" loading="lazy" width={large ? 96 : 32} height={large ? 54 : 18} />
                <span>{vendor.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/**
 * The game categories of the header's top navigation, each with a panel of its vendors: a list, or
 * the large layout above ten vendors. A pointer previews the panel on hover; the chevron opens it for
 * keyboard and touch; Escape, another page or a click elsewhere closes it.
 */
export function HeaderGameNav() {
  const menus = useGameMenus();
  const [opened, setOpened] = useState<Opened>(null);
  const { pathname, search } = useLocation();
  const list = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the panel on purpose
  useEffect(() => setOpened(null), [pathname, search]);
  useEffect(() => {
    if (!opened) return;
    const closeOutside = (event: PointerEvent) => {
      if (!list.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [opened]);

  const items = navCategories(menus.data);
  if (items.length === 0) return null;
  return (
    <ul className="game-nav" ref={list}>
      {items.map((menu) => {
        const category = menu.gameCategory;
        return (
          <GameNavItem
            key={category}
            menu={menu}
            open={opened?.category === category}
            onHover={() => setOpened((now) => (now?.by === 'toggle' ? now : { category, by: 'hover' }))}
            onLeave={() => setOpened((now) => (now?.category === category && now.by === 'hover' ? null : now))}
            onToggle={() =>
              setOpened((now) =>
                now?.category === category && now.by === 'toggle' ? null : { category, by: 'toggle' },
              )
            }
            onClose={() => setOpened((now) => (now?.category === category ? null : now))}
          />
        );
      })}
    </ul>
  );
}
