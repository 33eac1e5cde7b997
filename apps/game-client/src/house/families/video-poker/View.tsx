import { payTables, type VideoPokerView } from '@portal/house-games';
import { useCallback, useEffect, useState } from 'react';
import type { ViewProps } from '../../plugin';
import { useDraftBet } from './bet';
import { cardName } from './Card';
import { Hand, type Place } from './Hand';
import { PayTable } from './PayTable';

const NONE = [false, false, false, false, false];
const STAGGER = 90;

/**
 * The video poker machine: the pay table on top (at the bet, the hand made lit once settled), the five cards,
 * which the player holds by tapping them or with keys 1-5 before drawing, and the hand made with its pay.
 */
export function View({ info, round, busy, act, text, money, reducedMotion }: ViewProps) {
  const table = payTables.find((candidate) => candidate.id === info.game) ?? payTables[0]!;
  const view = round?.view as VideoPokerView | undefined;
  const open = round?.status === 'open' && view !== undefined && !view.over;
  const over = view?.over ? view : null;
  const roundId = round?.roundId ?? '';
  const [picked, setPicked] = useState<{ round: string; holds: boolean[] } | null>(null);
  const holds = open
    ? picked?.round === roundId
      ? picked.holds
      : NONE
    : over
      ? [...over.held].map((bit) => bit === '1')
      : NONE;
  const toggle = useCallback(
    (position: number) => {
      if (!open || busy) return;
      setPicked((before) => {
        const current = before?.round === roundId ? before.holds : NONE;
        return { round: roundId, holds: current.map((held, i) => (i === position ? !held : held)) };
      });
    },
    [open, busy, roundId],
  );
  const draw = useCallback(() => {
    if (open && !busy) act(`hold-${holds.map((held) => (held ? '1' : '0')).join('')}`);
  }, [open, busy, holds, act]);

  useEffect(() => {
    if (!open || busy) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || document.querySelector('[role="dialog"]')) return;
      const target = event.target as HTMLElement;
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      const position = event.key.length === 1 ? '12345'.indexOf(event.key) : -1;
      if (position >= 0) {
        event.preventDefault();
        toggle(position);
      } else if ((event.key === 'Enter' || event.code === 'Space') && target.tagName !== 'BUTTON') {
        event.preventDefault();
        draw();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, busy, toggle, draw]);

  const draft = useDraftBet();
  const bet = open && round ? BigInt(round.stake) : (draft ?? (round ? BigInt(round.stake) : null));

  const dealing = busy && !open;
  const drawing = busy && open;
  let replaced = 0;
  const places: Place[] = NONE.map((_, i) => {
    const held = holds[i]!;
    if (!view || dealing || (drawing && !held))
      return { card: null, key: `${roundId}-back-${i}`, held, flipDelay: null };
    if (over && !held) {
      const delay = reducedMotion ? null : STAGGER * replaced++;
      return { card: over.final[i]!, key: `${roundId}-final-${i}`, held, flipDelay: delay };
    }
    return { card: view.dealt[i]!, key: `${roundId}-dealt-${i}`, held, flipDelay: reducedMotion ? null : STAGGER * i };
  });

  const made = over ? over.result : null;
  const win = round?.win ?? (over && round ? String(BigInt(round.stake) * BigInt(over.multiple)) : '0');
  const cardsSaid = (cards: number[]) => cards.map((card) => cardName(card, text)).join(', ');
  const said = over
    ? text('vp.final', {
        cards: cardsSaid(over.final),
        hand:
          made === 'nothing'
            ? text('spot.nothing')
            : `${text(`spot.${made}`)}, ${text('vp.pays', { amount: money(win) })}`,
      })
    : view
      ? text('vp.dealt', { cards: cardsSaid(view.dealt) })
      : '';

  return (
    <div className={`vp${reducedMotion ? ' vp--still' : ''}`}>
      <PayTable table={table} bet={bet} made={busy ? null : made} text={text} money={money} />
      <Hand
        places={places}
        holding={open && !busy}
        showHeld={open || over !== null}
        deucesWild={table.wild === 'deuces'}
        toggle={toggle}
        text={text}
      />
      <div className="vp-status">
        {over && !busy ? (
          made === 'nothing' ? (
            <p className="vp-status__result vp-status__result--none">{text('spot.nothing')}</p>
          ) : (
            <p className="vp-status__result">
              <strong>{text(`spot.${made}`)}</strong> <span>{text('vp.pays', { amount: money(win) })}</span>
            </p>
          )
        ) : (
          <p className="vp-status__hint">
            {drawing ? text('vp.drawing') : open ? text('vp.help') : dealing ? '' : text('vp.idle')}
          </p>
        )}
        {open ? (
          <button type="button" className="spin-button vp-status__draw" disabled={busy} onClick={draw}>
            {text('action.draw')}
          </button>
        ) : null}
      </div>
      <p className="vp-sr" aria-live="polite">
        {busy ? '' : said}
      </p>
    </div>
  );
}
