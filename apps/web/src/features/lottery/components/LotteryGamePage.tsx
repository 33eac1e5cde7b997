import { lotteryGameCodeSchema, type PlayMenu } from '@portal/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { Page, type RouteTitleKey } from '../../../components/ui/Page';
import { Skeleton } from '../../../components/ui/Skeleton';
import { Tabs } from '../../../components/ui/Tabs';
import { useErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { useDraws } from '../api/get-draws';
import { useLotteryGames } from '../api/get-games';
import { noIssueOpen } from '../api/get-open-issue';
import { usePlayMenu } from '../api/get-play-menu';
import { useIssueClock } from '../hooks/use-issue-clock';
import { usePlaceSlip } from '../hooks/use-place-slip';
import { useSlip } from '../hooks/use-slip';
import { isGroupScaled } from '../model/slip';
import { DrawHistory, drawPageSize } from './DrawHistory';
import { GameHeader, type GameIdentity } from './GameHeader';
import { MobileSlipBar } from './MobileSlipBar';
import { PickPanel } from './PickPanel';
import { PlaySelector } from './PlaySelector';
import { SlipPanel } from './SlipPanel';
import { TodayOrders } from './TodayOrders';
import { Trends } from './Trends';
import './LotteryGamePage.css';
import './TodayOrders.css';
import './Trends.css';

/** The latest results are read again this often even without a rollover seen here (another tab, a sleep). */
const resultsPollMs = 30_000;

/** /lottery, /seaLottery, /vnLottery (and their other spellings) ?gameCode=: one lottery game. */
export function LotteryGamePage({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') ?? '';
  if (!lotteryGameCodeSchema.safeParse(gameCode).success) {
    return (
      <Page title={t(titleKey)}>
        <EmptyState
          icon={<Ticket size={32} />}
          title={t('lottery.noGame')}
          text={t('lottery.noGameText')}
          action={
            <Link className="btn btn--primary" to="/lott">
              {t('lottery.toGames')}
            </Link>
          }
        />
      </Page>
    );
  }
  return <LotteryGame key={gameCode} gameCode={gameCode} titleKey={titleKey} />;
}

function LotteryGame({ gameCode, titleKey }: { gameCode: string; titleKey: RouteTitleKey }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const menu = usePlayMenu(gameCode);
  const games = useLotteryGames();
  if (menu.isPending) {
    return (
      <div className="lottery lottery--loading" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <Skeleton height={120} radius={12} />
        <Skeleton height={360} radius={12} />
      </div>
    );
  }
  if (menu.isError) {
    const missing = menu.error instanceof ApiError && menu.error.status === 404;
    return (
      <Page title={t(titleKey)}>
        {missing ? (
          <EmptyState
            icon={<Ticket size={32} />}
            title={t('lottery.gameNotFound')}
            text={t('lottery.gameNotFoundText', { gameCode })}
            action={
              <Link className="btn btn--primary" to="/lott">
                {t('lottery.toGames')}
              </Link>
            }
          />
        ) : (
          <ErrorState
            title={t('lottery.openFailed')}
            message={errorMessage(menu.error)}
            onRetry={() => void menu.refetch()}
            retrying={menu.isFetching}
          />
        )}
      </Page>
    );
  }
  const listed = games.data?.find((game) => game.gameCode === gameCode);
  const identity: GameIdentity = {
    gameCode,
    name: listed?.name ?? gameCode,
    kind: menu.data.kind,
    layout: menu.data.layout,
    imageCode: listed?.imageCode ?? menu.data.kind,
    source: listed?.source ?? 'house',
  };
  return <GameBoard game={identity} menu={menu.data} />;
}

type RecordsTab = 'orders' | 'draws' | 'trends';
const recordTitles = {
  orders: 'lottery.todayOrders',
  draws: 'lottery.drawHistory',
  trends: 'lottery.trends',
} as const;

function GameBoard({ game, menu }: { game: GameIdentity; menu: PlayMenu }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { gameCode } = game;
  const clock = useIssueClock(gameCode);
  const last = useDraws(gameCode, 0, drawPageSize, resultsPollMs);
  const slip = useSlip(menu.maxGroup);
  const mobile = useMediaQuery(mobileQuery);
  const [slipOpen, setSlipOpen] = useState(false);
  const [playId, setPlayId] = useState(menu.plays[0]?.id ?? '');
  const [records, setRecords] = useState<RecordsTab>('orders');
  const placement = usePlaceSlip({ gameCode, menu, slip, issue: clock.issue, onPlaced: () => setSlipOpen(false) });
  const play = menu.plays.find((item) => item.id === playId) ?? menu.plays[0];
  const source = clock.issue?.source ?? game.source;

  const showGroup = play?.scaling === 'group' || slip.lines.some((line) => isGroupScaled(menu, line.playId));
  const slipPanel = (inDialog: boolean) => (
    <SlipPanel
      menu={menu}
      slip={slip}
      issue={clock.issue}
      closed={clock.closed}
      placement={placement}
      showGroup={showGroup}
      inDialog={inDialog}
    />
  );

  return (
    <div className={`lottery${mobile ? ' lottery--mobile' : ''}`}>
      <GameHeader
        game={{ ...game, source }}
        issue={clock.issue}
        closesIn={clock.closesIn}
        issuePending={clock.query.isPending}
        lastDraw={last.data?.items[0]}
        lastDrawPending={last.isPending}
        lastDrawError={last.error}
        onRetryLastDraw={() => void last.refetch()}
      />
      {clock.query.isError && noIssueOpen(clock.query.error) ? (
        <p className="form-alert form-alert--info" role="status">
          {t('lottery.noOpenIssueText')}
        </p>
      ) : clock.query.isError ? (
        <ErrorState
          title={t('lottery.issueFailed')}
          message={errorMessage(clock.query.error)}
          onRetry={() => void clock.query.refetch()}
          retrying={clock.query.isFetching}
        />
      ) : null}
      <div className="lottery__board">
        <section className="surface lottery__play" aria-labelledby="play-title">
          <h2 id="play-title" className="visually-hidden">
            {t('lottery.plays')}
          </h2>
          {play ? (
            <>
              <PlaySelector menu={menu} playId={play.id} onPlay={setPlayId} />
              <PickPanel key={play.id} menu={menu} play={play} group={slip.group} onAdd={slip.add} />
            </>
          ) : (
            <EmptyState title={t('lottery.noPlays')} />
          )}
        </section>
        {mobile ? null : <aside className="surface lottery__slip">{slipPanel(false)}</aside>}
      </div>
      <section className="surface lottery__records" aria-labelledby="records-title">
        <h2 id="records-title" className="visually-hidden">
          {t('lottery.records')}
        </h2>
        <Tabs<RecordsTab>
          label={t('lottery.records')}
          items={(['orders', 'draws', 'trends'] as const).map((key) => ({ key, label: t(recordTitles[key]) }))}
          selected={records}
          onSelect={setRecords}
        />
        <div role="tabpanel" aria-label={t(recordTitles[records])}>
          {records === 'orders' ? <TodayOrders gameCode={gameCode} menu={menu} /> : null}
          {records === 'draws' ? <DrawHistory game={{ ...game, source }} /> : null}
          {records === 'trends' ? <Trends game={game} /> : null}
        </div>
      </section>
      {mobile ? (
        <>
          <MobileSlipBar
            lines={slip.lines.length}
            placement={placement}
            canPlace={slip.lines.length > 0 && clock.issue !== undefined && !clock.closed}
            onOpen={() => setSlipOpen(true)}
          />
          <Modal open={slipOpen} title={t('lottery.slip')} onClose={() => setSlipOpen(false)}>
            {slipPanel(true)}
          </Modal>
        </>
      ) : null}
    </div>
  );
}
