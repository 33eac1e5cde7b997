import { Gamepad2, Gift, House, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useRequireMember } from '../../lib/member/use-require-member';

/** The mobile tab bar (< 768 px): home, games, promotions, member. */
export function BottomTabs() {
  const { t } = useTranslation();
  const requireMember = useRequireMember();
  const tabs = [
    { to: '/', label: t('nav.home'), icon: House, end: true },
    { to: '/rng', label: t('nav.games'), icon: Gamepad2, end: false },
    { to: '/promotions', label: t('nav.promotions'), icon: Gift, end: false },
    { to: '/member', label: t('nav.member'), icon: UserRound, end: false, member: true },
  ];
  return (
    <nav className="tabbar" aria-label={t('common.tabBar')}>
      {tabs.map(({ to, label, icon: Icon, end, member }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className="tabbar__item"
          onClick={(event) => {
            if (member && !requireMember()) event.preventDefault();
          }}
        >
          <Icon size={22} aria-hidden="true" />
          <span>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
