import type { OperatorLotteryGame } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure, Note } from '../Field';
import { Pairs } from '../Pairs';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { dateTime } from '../when';
import { money, resultText } from './format';
import { ResultForm } from './ResultForm';
import { VoidForm } from './VoidForm';

/**
 * One issue of the game (the URL names it): its times, result, seeds and bets, and what an operator of the games
 * area can do with it once its sales have closed: enter the official result (official games) or void it.
 */
export function IssuePanel({
  game,
  issueNumber,
  onClose,
}: {
  game: OperatorLotteryGame;
  issueNumber: string;
  onClose: () => void;
}) {
  const { t } = useConsole();
  const g = t.games;
  const may = useMay('games', 'POST');
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const read = useApiQuery(['lottery-issues', game.gameCode, 'issue', issueNumber], () =>
    api.lotteryIssues(game.gameCode, { number: issueNumber, pageSize: '5' }),
  );
  const issue = read.data?.items.find((item) => item.issueNumber === issueNumber);
  // Opened from the table: the panel takes the focus (and comes into view), so its forms are next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new issue number is a new panel to bring into view
  useEffect(() => {
    setDone(null);
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'nearest' });
  }, [issueNumber]);
  const endable = issue && (issue.status === 'closed' || issue.status === 'awaiting');
  const titleId = `issue-${issueNumber}-title`;

  return (
    <section className="panel issue-panel" aria-labelledby={titleId}>
      <header className="issue-panel__head">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {fill(g.issueTitle, { issue: issueNumber })}
        </h2>
        {issue && <span className={`badge badge--issue-${issue.status}`}>{g.statuses[issue.status]}</span>}
        <button type="button" className="issue-panel__close" onClick={onClose}>
          {g.close}
        </button>
      </header>
      <Note>{done}</Note>
      <Failure message={read.failure} />
      {!read.data && !read.failure && <p className="muted">{t.table.loading}</p>}
      {read.data && !issue && <p className="muted">{fill(g.notOnPage, { issue: issueNumber })}</p>}
      {issue && (
        <>
          <Pairs
            pairs={[
              [g.columns.closesAt, dateTime(issue.closesAt)],
              [g.columns.drawAt, dateTime(issue.drawAt)],
              [g.columns.result, resultText(game, issue.result)],
              [g.settledAt, dateTime(issue.settledAt)],
              ...(issue.voidReason ? [[g.voidReason, issue.voidReason] as const] : []),
              [g.columns.orders, String(issue.orders)],
              [g.columns.lines, String(issue.lines)],
              [g.waitingLines, String(issue.waitingLines)],
              [g.columns.stake, money(issue.stake, game.currency)],
              [g.columns.paid, money(issue.paid, game.currency)],
            ]}
          />
          {game.source === 'house' && (
            <dl className="pairs pairs--wide">
              <div>
                <dt>{g.columns.commitment}</dt>
                <dd>
                  <code className="seed">{issue.commitment ?? '–'}</code>
                </dd>
              </div>
              <div>
                <dt>{g.columns.serverSeed}</dt>
                <dd>{issue.serverSeed ? <code className="seed">{issue.serverSeed}</code> : g.notRevealed}</dd>
              </div>
            </dl>
          )}
          {issue.status === 'open' && may && (
            <p className="muted">{fill(g.salesOpen, { time: dateTime(issue.closesAt) })}</p>
          )}
          {endable && !may && <p className="muted">{g.readOnly}</p>}
          {endable && may && (
            <div className="issue-panel__actions">
              {game.source === 'official' && (
                <ResultForm key={issueNumber} game={game} issueNumber={issueNumber} onDone={setDone} />
              )}
              <VoidForm
                key={`void-${issueNumber}`}
                gameCode={game.gameCode}
                issueNumber={issueNumber}
                waitingLines={issue.waitingLines}
                onDone={setDone}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
