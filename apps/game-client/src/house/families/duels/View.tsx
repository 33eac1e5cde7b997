import type {
  BlackjackView,
  CaribbeanStudView,
  CasinoHoldemView,
  RedDogView,
  ThreeCardPokerView,
} from '@portal/house-games';
import { useEffect } from 'react';
import type { ViewProps } from '../../plugin';
import { PlayingCard } from '../shared/PlayingCard';
import { BlackjackTable, blackjackSaid } from './BlackjackTable';
import { useDealing } from './common';
import { CaribbeanStudTable, CasinoHoldemTable, pokerSaid, ThreeCardPokerTable } from './PokerTables';
import { RedDogTable, redDogSaid } from './RedDogTable';

/** The keys that take an action while the round is open. */
const KEYS: Record<string, string> = {
  h: 'hit',
  s: 'stand',
  d: 'double',
  p: 'split',
  f: 'fold',
  c: 'call',
  r: 'raise',
};
const keyOf = (action: string) =>
  action === 'play' ? 'p' : Object.entries(KEYS).find(([, name]) => name === action)?.[0];

/** The round on a green felt: each game's table, the keys that play it, and the round told to screen readers. */
export function View({ info, round, busy, act, text, money, reducedMotion }: ViewProps) {
  const dealing = useDealing(reducedMotion);
  const open = round?.status === 'open';
  const actions = open ? round.actions : [];

  useEffect(() => {
    if (actions.length === 0 || busy) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || document.querySelector('[role="dialog"]')) return;
      const target = event.target as HTMLElement;
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      const key = event.key.toLowerCase();
      const action = actions.find((name) => keyOf(name) === key);
      if (action) {
        event.preventDefault();
        act(action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, busy, act]);

  const game = info.game;
  const classes = `duels duels--${game}${reducedMotion ? ' duels--still' : ''}${busy && !open ? ' duels--clearing' : ''}`;
  if (!round) {
    return (
      <div className={classes}>
        <div className={`duels-felt duels-felt--${game} duels-felt--idle`}>
          <div className="duels-idle" aria-hidden="true">
            <PlayingCard card={null} size="medium" />
            <PlayingCard card={12 + 39} size="medium" />
          </div>
          <p className="duels-felt__print">
            {text(game === 'blackjack' || game === 'red-dog' ? `duels.felt.${game}` : `duels.qualifies.${game}`)}
          </p>
          <p className="duels-idle__hint">{busy ? text('duels.dealing') : text('duels.idle')}</p>
        </div>
      </div>
    );
  }

  const common = { roundId: round.roundId, stakes: round, dealing, text, money };
  let table = null;
  let said = '';
  if (game === 'blackjack') {
    const view = round.view as BlackjackView;
    table = <BlackjackTable view={view} roundId={round.roundId} dealing={dealing} text={text} money={money} />;
    said = blackjackSaid(view, text);
  } else if (game === 'red-dog') {
    const view = round.view as RedDogView;
    table = <RedDogTable view={view} {...common} />;
    said = redDogSaid(view, text);
  } else if (game === 'three-card-poker') {
    const view = round.view as ThreeCardPokerView;
    table = <ThreeCardPokerTable view={view} {...common} />;
    said = pokerSaid(view, text);
  } else if (game === 'caribbean-stud') {
    const view = round.view as CaribbeanStudView;
    table = <CaribbeanStudTable view={view} {...common} />;
    said = pokerSaid(view, text);
  } else {
    const view = round.view as CasinoHoldemView;
    table = <CasinoHoldemTable view={view} {...common} />;
    said = pokerSaid(view, text);
  }

  const keys = actions
    .map((action) => ({ key: keyOf(action)?.toUpperCase(), action }))
    .filter((entry) => entry.key !== undefined);
  return (
    <div className={classes}>
      {table}
      {open ? (
        <p className="duels-hint">
          <span>{text(`duels.decide.${game}`)}</span>
          {keys.length > 0 ? (
            <span className="duels-hint__keys">
              {text('duels.keys')}:{' '}
              {keys.map(({ key, action }) => (
                <span key={action}>
                  <kbd>{key}</kbd> {text(`action.${action}`)}
                </span>
              ))}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="duels-sr" aria-live="polite">
        {busy ? '' : said}
      </p>
    </div>
  );
}
