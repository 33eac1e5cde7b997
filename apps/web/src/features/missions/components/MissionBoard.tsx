import type { MissionPeriod } from '@portal/contracts';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/QueryView';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';

/**
 * The site's top 20 by missions claimed in the day or week (accounts masked by the server), my row
 * highlighted when I am among them, and my own rank under the list either way.
 */
export function MissionBoard({ period }: { period: MissionPeriod }) {
  const { t } = useTranslation();
  const query = useMissionLeaderboard(period);
  const when = t(`missions.when.${period}`);
  const me = query.data?.me;
  return (
    <section className="panel mission-board" aria-labelledby="mission-board-title">
      <h2 id="mission-board-title" className="mission-board__title">
        <Trophy size={18} aria-hidden="true" /> {t('missions.leaderboard')}
      </h2>
      <p className="mission-board__intro">{t('missions.leaderboardIntro', { when })}</p>
      <QueryView
        query={query}
        isEmpty={(data) => data.entries.length === 0}
        empty={{ title: t('missions.boardEmptyTitle'), text: t('missions.boardEmptyText', { when }) }}
      >
        {(data) => (
          <ol className="mission-board__list" aria-label={t('missions.leaderboard')}>
            <li className="mission-board__row mission-board__row--head" aria-hidden="true">
              <span>{t('missions.rank')}</span>
              <span>{t('missions.player')}</span>
              <span className="mission-board__count">{t('missions.completed')}</span>
            </li>
            {data.entries.map((entry) => {
              const mine = entry.rank === data.me.rank;
              return (
                <li
                  key={entry.rank}
                  className={mine ? 'mission-board__row mission-board__row--me' : 'mission-board__row'}
                  aria-current={mine ? 'true' : undefined}
                >
                  <span className={`mission-board__rank mission-board__rank--${Math.min(entry.rank, 4)} figures`}>
                    {entry.rank}
                  </span>
                  <span className="mission-board__account">
                    {mine ? `${data.me.account} (${t('missions.you')})` : entry.account}
                  </span>
                  <span className="mission-board__count figures">
                    <span className="visually-hidden">{t('missions.completed')}: </span>
                    {entry.completed}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </QueryView>
      {me ? (
        <p className="mission-board__me" data-testid="my-rank">
          {me.rank === null ? t('missions.myRankNone') : t('missions.myRank', { rank: me.rank, count: me.completed })}
        </p>
      ) : null}
    </section>
  );
}
