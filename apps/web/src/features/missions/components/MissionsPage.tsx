import type { MissionPeriod } from '@portal/contracts';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { Tabs } from '../../../components/ui/Tabs';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { formatRemaining, useNow } from '../../../lib/use-now';
import { useClaimMission } from '../api/claim-mission';
import { useMissionSummary } from '../api/get-mission-summary';
import { MissionBoard } from './MissionBoard';
import { MissionCard } from './MissionCard';
import '../../../components/ui/money.css';
import './missions.css';

const hour = 3600_000;

/** How long until the period ends: h:mm:ss within a day, else days and hours. */
function TimeLeft({ end }: { end: string }) {
  const { t } = useTranslation();
  const left = Date.parse(end) - useNow(true);
  const text =
    left < 24 * hour
      ? formatRemaining(left)
      : t('missions.daysHours', {
          days: Math.floor(left / (24 * hour)),
          hours: Math.floor((left % (24 * hour)) / hour),
        });
  return (
    <p className="missions__time">
      <Clock size={16} aria-hidden="true" /> {t('missions.resetsIn')} <span className="figures">{text}</span>
    </p>
  );
}

/**
 * missionLeaderboard (SPEC §2, issue 13): my daily and weekly missions with progress bars, the reward
 * and its claim, the time left in the period, and the site's leaderboard for the same period.
 */
export default function MissionsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<MissionPeriod>('daily');
  const query = useMissionSummary();
  const claim = useClaimMission();
  const errorMessage = useErrorMessage();
  const claimable = (key: MissionPeriod) =>
    query.data?.[key].missions.filter((mission) => mission.state === 'completed').length ?? 0;
  const tabLabel = (key: MissionPeriod) =>
    claimable(key) > 0 ? `${t(`missions.tabs.${key}`)} (${claimable(key)})` : t(`missions.tabs.${key}`);

  return (
    <div className="missions">
      <p className="missions__intro">{t('missions.intro')}</p>
      <Tabs<MissionPeriod>
        items={[
          { key: 'daily', label: tabLabel('daily') },
          { key: 'weekly', label: tabLabel('weekly') },
        ]}
        selected={period}
        onSelect={(key) => {
          claim.reset();
          setPeriod(key);
        }}
        label={t('missions.tabsLabel')}
      />
      <div role="tabpanel" aria-label={t(`missions.tabs.${period}`)} className="missions__panel">
        <FormAlert text={claim.isError ? errorMessage(claim.error) : null} />
        <QueryView
          query={query}
          isEmpty={(data) => data[period].missions.length === 0}
          empty={{ title: t('missions.emptyTitle'), text: t('missions.emptyText') }}
        >
          {(data) => (
            <>
              <TimeLeft end={data[period].end} />
              <ul className="missions__list" aria-label={t(`missions.tabs.${period}`)}>
                {data[period].missions.map((mission) => (
                  <MissionCard
                    key={mission.id}
                    mission={mission}
                    pending={claim.isPending && claim.variables === mission.id}
                    onClaim={(id) => claim.mutate(id, { onSuccess: () => toast.success(t('missions.claimedToast')) })}
                  />
                ))}
              </ul>
            </>
          )}
        </QueryView>
        <MissionBoard period={period} />
      </div>
    </div>
  );
}
