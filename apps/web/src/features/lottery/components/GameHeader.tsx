import type { DrawRecord, DrawSource } from '@portal/contracts';
import type { LotteryKind, VnLayout } from '@portal/lottery';
import { Landmark, RefreshCw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import type { TimedIssue } from '../api/get-open-issue';
import { Countdown } from './Countdown';
import { GameTile } from './GameTile';
import { ResultView } from './ResultView';
import './GameHeader.css';

export interface GameIdentity {
  gameCode: string;
  name: string;
  kind: LotteryKind;
  layout: VnLayout | null;
  imageCode: string;
  source: DrawSource;
}

/**
 * The top of a game page: the game, the open issue with its countdown to sales close, the last result,
 * and the open issue's commitment (a house draw is fixed before any bet is taken).
 */
export function GameHeader({
  game,
  issue,
  closesIn,
  issuePending,
  lastDraw,
  lastDrawPending,
  lastDrawError,
  onRetryLastDraw,
}: {
  game: GameIdentity;
  issue: TimedIssue | undefined;
  issuePending: boolean;
  closesIn: number | null;
  lastDraw: DrawRecord | undefined;
  lastDrawPending: boolean;
  /** Why the last result could not be read (null: it was, or is being, read). */
  lastDrawError: unknown;
  onRetryLastDraw: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatTime = useFormatSiteTime();
  const house = game.source === 'house';
  return (
    <header className="lottery-head">
      <div className="lottery-head__game">
        <GameTile imageCode={game.imageCode} />
        <div>
          <h1 className="lottery-head__name">{game.name}</h1>
          <p className="lottery-head__source">
            {house ? <ShieldCheck size={16} aria-hidden="true" /> : <Landmark size={16} aria-hidden="true" />}
            {t(house ? 'lottery.source.house' : 'lottery.source.official')}
          </p>
        </div>
      </div>

      <section className="lottery-head__issue" aria-label={t('lottery.openIssue')}>
        {issue ? (
          <>
            <p className="lottery-head__label">
              {t('lottery.issue')} <strong className="figures">{issue.issueNumber}</strong>
            </p>
            {closesIn !== null && closesIn > 0 ? (
              <p className="lottery-head__countdown">
                <span>{t('lottery.closesIn')}</span>
                <Countdown ms={closesIn} label={t('lottery.closesInLabel', { issue: issue.issueNumber })} />
              </p>
            ) : (
              <p className="lottery-head__countdown lottery-head__countdown--closed" role="status">
                {t('lottery.salesClosedWaiting')}
              </p>
            )}
            <p className="lottery-head__meta">{t('lottery.drawAt', { time: formatTime(issue.drawAt) })}</p>
          </>
        ) : issuePending ? (
          <>
            <Skeleton width={160} height={18} />
            <Skeleton width={120} height={32} />
          </>
        ) : (
          <p className="lottery-head__meta">{t('lottery.noOpenIssue')}</p>
        )}
      </section>

      <section className="lottery-head__last" aria-label={t('lottery.lastResult')}>
        <p className="lottery-head__label">
          {t('lottery.lastResult')}
          {lastDraw ? <span className="figures"> · {lastDraw.issueNumber}</span> : null}
        </p>
        {lastDrawPending ? (
          <Skeleton width={220} height={36} />
        ) : lastDrawError && !lastDraw ? (
          <p className="lottery-head__meta lottery-head__failed" role="alert">
            {errorMessage(lastDrawError)}
            <button type="button" className="text-btn" onClick={onRetryLastDraw}>
              <RefreshCw size={14} aria-hidden="true" />
              {t('common.retry')}
            </button>
          </p>
        ) : lastDraw?.result ? (
          <ResultView
            kind={game.kind}
            layout={game.layout}
            result={lastDraw.result}
            label={t('lottery.resultOf', { issue: lastDraw.issueNumber })}
            compact
          />
        ) : (
          <p className="lottery-head__meta">{lastDraw ? t('lottery.voidIssue') : t('lottery.noResultYet')}</p>
        )}
      </section>

      <section className="lottery-head__commit" aria-label={t('lottery.commitment')}>
        {house && issue?.commitment ? (
          <>
            <div className="lottery-head__hash">
              <span className="lottery-head__label">{t('lottery.commitment')}</span>
              <code className="hash" title={issue.commitment}>
                {issue.commitment}
              </code>
              <CopyButton text={issue.commitment} label={t('lottery.copyCommitment')} copied={t('lottery.copied')} />
            </div>
            <p className="lottery-head__meta">{t('lottery.commitmentHelp', { issue: issue.issueNumber })}</p>
          </>
        ) : (
          <p className="lottery-head__meta">{t('lottery.officialHelp')}</p>
        )}
      </section>
    </header>
  );
}
