import type { LotteryGame } from '@portal/contracts';
import { Ticket } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Page } from '../../../components/ui/Page';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useLotteryGames } from '../api/get-games';
import { useTick } from '../hooks/use-clock';
import { msUntil, offsetOf } from '../model/clock';
import { gamePath } from '../model/routes';
import { Countdown } from './Countdown';
import { GameTile } from './GameTile';
import { ResultView } from './ResultView';
import './LotteryLobby.css';

/**
 * /lott and /elott: the site's lottery games of that centre as cards, each with its next draw and
 * last result, opening the game's page.
 */
export function LotteryLobby({ category }: { category: 'LOTT' | 'ELOTT' }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const games = useLotteryGames();
  const title = t(category === 'LOTT' ? 'route.lott' : 'route.elott');
  const listed = games.data?.filter((game) => game.category === category) ?? [];
  const now = useTick(listed.length > 0);
  const drawIn = (game: LotteryGame) =>
    game.openIssue
      ? msUntil(game.openIssue.drawAt, now, offsetOf(game.openIssue.serverTime, games.dataUpdatedAt))
      : null;
  // A draw on a card has passed: read the list again for the next issues and results.
  const due = listed.some((game) => (drawIn(game) ?? 1) < -2000) && now - games.dataUpdatedAt > 5000;
  const { refetch, isFetching } = games;
  useEffect(() => {
    if (due && !isFetching) void refetch();
  }, [due, isFetching, refetch]);

  let body: ReactNode;
  if (games.isPending) {
    body = (
      <div className="lottery-grid" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <div key={index} className="lottery-card lottery-card--skeleton">
            <Skeleton height={56} width={56} radius={12} />
            <Skeleton height={20} width="60%" />
            <Skeleton height={32} />
          </div>
        ))}
      </div>
    );
  } else if (games.isError) {
    body = (
      <ErrorState
        title={t('lottery.gamesFailed')}
        message={errorMessage(games.error)}
        onRetry={() => void games.refetch()}
        retrying={games.isFetching}
      />
    );
  } else if (listed.length === 0) {
    body = <EmptyState icon={<Ticket size={32} />} title={t('lottery.noGames')} text={t('lottery.noGamesText')} />;
  } else {
    body = (
      <ul className="lottery-grid" aria-label={title}>
        {listed.map((game) => (
          <li key={game.gameCode}>
            <LotteryGameCard game={game} drawIn={drawIn(game)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Page title={title}>
      <p className="lottery-lobby__intro">{t(category === 'LOTT' ? 'lottery.lottIntro' : 'lottery.elottIntro')}</p>
      {body}
    </Page>
  );
}

function LotteryGameCard({ game, drawIn }: { game: LotteryGame; drawIn: number | null }) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const issue = game.openIssue;
  return (
    <article className="lottery-card" data-testid="lottery-card" aria-labelledby={`lottery-${game.gameCode}`}>
      <div className="lottery-card__top">
        <GameTile imageCode={game.imageCode} />
        <div className="lottery-card__title">
          <h2 id={`lottery-${game.gameCode}`} className="lottery-card__name">
            {game.name}
          </h2>
          <p className="lottery-card__source">
            {t(game.source === 'house' ? 'lottery.source.houseShort' : 'lottery.source.officialShort')}
          </p>
        </div>
      </div>
      <div className="lottery-card__next">
        {issue ? (
          <>
            <span className="lottery-card__label">{t('lottery.nextDraw', { time: formatTime(issue.drawAt) })}</span>
            {drawIn !== null && drawIn > 0 ? (
              <Countdown ms={drawIn} label={t('lottery.drawInLabel', { game: game.name })} />
            ) : (
              <span className="lottery-card__label">{t('lottery.drawing')}</span>
            )}
          </>
        ) : (
          <span className="lottery-card__label">{t('lottery.noOpenIssue')}</span>
        )}
      </div>
      <div className="lottery-card__last">
        <span className="lottery-card__label">
          {t('lottery.lastResult')}
          {game.lastResult ? <span className="figures"> · {game.lastResult.issueNumber}</span> : null}
        </span>
        {game.lastResult ? (
          <ResultView
            kind={game.kind}
            layout={game.layout}
            result={game.lastResult.result}
            label={t('lottery.resultOf', { issue: game.lastResult.issueNumber })}
            compact
          />
        ) : (
          <span className="lottery-card__label">{t('lottery.noResultYet')}</span>
        )}
      </div>
      <Link
        className="btn btn--primary lottery-card__play"
        to={gamePath(game)}
        aria-label={`${t('lottery.playNow')}: ${game.name}`}
      >
        {t('lottery.playNow')}
      </Link>
    </article>
  );
}
