import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMissionSummary } from '../../features/missions/api/get-mission-summary';
import { useMemberInfo } from '../../lib/member/get-member-info';
import { useUnreadCount } from '../../lib/member/get-unread-count';
import { Badge } from './Badge';
import { type MemberPageKey, memberPageHref, memberPageKeys, memberPages, memberPageTitleKey } from './pages';

/**
 * The member centre menu (SPEC §2): a column at the left on desktop, a row of pills that scrolls
 * sideways on mobile (CSS only), with badges on the messages, reward centre and missions entries.
 */
export function MemberCenterMenu({ current }: { current: MemberPageKey }) {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.count ?? 0;
  const active = useRef<HTMLAnchorElement>(null);
  // The reward centre's count is member info's availablePromos: rewards to join or claim (issue 13).
  const waiting = useMemberInfo().data?.availablePromos ?? 0;
  // Missions completed and not yet claimed (SPEC §2: badges on the mission, message and reward entries).
  const claimable = useMissionSummary().data?.claimable ?? 0;
  const badges: Partial<Record<MemberPageKey, number>> = {
    messageV2: unread,
    rewardCenter: waiting,
    missionLeaderboard: claimable,
  };
  const badgeLabels: Partial<Record<MemberPageKey, string>> = {
    rewardCenter: t('promotions.waiting', { count: waiting }),
    missionLeaderboard: t('missions.waiting', { count: claimable }),
  };

  // On the mobile pill row the chosen page may sit off-screen: bring it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen page changes
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  return (
    <nav className="surface member-center__nav" aria-label={t('memberCenter.menu')}>
      <ul className="nav-list member-center__list">
        {memberPageKeys.map((key) => {
          const Icon = memberPages[key].icon;
          const selected = key === current;
          return (
            <li key={key}>
              <Link
                ref={selected ? active : undefined}
                to={memberPageHref(key)}
                className="nav-link member-center__link"
                aria-current={selected ? 'page' : undefined}
              >
                <Icon size={18} aria-hidden="true" />
                <span className="member-center__label">{t(memberPageTitleKey(key))}</span>
                <Badge count={badges[key] ?? 0} label={badgeLabels[key]} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
