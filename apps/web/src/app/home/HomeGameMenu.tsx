import { Heart, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useGameMenus } from '../../features/games/api/get-game-menus';
import { categoryInfo } from '../../features/games/categories';
import { GameSearchBox } from '../../features/games/components/GameSearchBox';
import { navCategories } from '../../features/games/components/HeaderGameNav';

/**
 * The home page's game menu (SPEC §2): hot games, each category that has vendors, the member's
 * favourites and recent games, and the search box (Enter goes to /search).
 */
export function HomeGameMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useGameMenus();
  const [text, setText] = useState('');
  const hot = categoryInfo.HOT;
  // The fixed entries first: the categories, arriving with the menus, join at the end without moving them.
  const entries = [
    ...(hot ? [{ key: 'HOT', path: hot.path, label: t(hot.titleKey), Icon: hot.icon }] : []),
    { key: 'FAV', path: '/favorite', label: t('route.favorite'), Icon: Heart },
    { key: 'RECENT', path: '/recent', label: t('route.recent'), Icon: History },
    ...navCategories(menus.data).flatMap((menu) => {
      const info = categoryInfo[menu.gameCategory];
      return info ? [{ key: menu.gameCategory, path: info.path, label: t(info.titleKey), Icon: info.icon }] : [];
    }),
  ];

  return (
    <nav className="stack stack--3 home-menu" aria-label={t('home.gameMenu')}>
      <ul className="home-menu__list">
        {entries.map(({ key, path, label, Icon }) => (
          <li key={key}>
            <Link to={path} className="home-menu__item">
              <span className="home-menu__icon" aria-hidden="true">
                <Icon size={20} />
              </span>
              <span className="home-menu__label">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <GameSearchBox
        value={text}
        onChange={setText}
        onSubmit={(value) => {
          if (value) navigate(`/search?gameName=${encodeURIComponent(value)}`);
        }}
      />
    </nav>
  );
}
