import type { Game } from '@portal/contracts';
import { Heart, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useLaunchGame } from '../hooks/use-launch-game';
import { useLiveTable } from '../live-tables';
import { LiveTableStrip } from './LiveTableStrip';
import './game-card.css';

/**
 * A game (UI.md "Game card"): its artwork at a fixed aspect ratio, the name below, a hover overlay
 * (a first tap on a touch screen, or keyboard focus) with "Start now" and, when the game and the site
 * allow it, "Free trial"; the favourite heart at the top right. A game whose vendor cannot be reached
 * says so instead of offering a start.
 */
export function GameCard({ game, eager = false }: { game: Game; eager?: boolean }) {
  const { t } = useTranslation();
  const favourite = useFavouriteToggle(game);
  const { launch, pending, canTrial } = useLaunchGame();
  const [revealed, setRevealed] = useState(false);
  const art = useRef<HTMLDivElement>(null);
  const busy = pending === game.nodeId;
  const table = useLiveTable(game.nodeId);

  // A touch elsewhere hides the actions again (a mouse hides them by leaving).
  useEffect(() => {
    if (!revealed) return;
    const hideOutside = (event: PointerEvent) => {
      if (!art.current?.contains(event.target as Node)) setRevealed(false);
    };
    document.addEventListener('pointerdown', hideOutside);
    return () => document.removeEventListener('pointerdown', hideOutside);
  }, [revealed]);

  return (
    <article
      className={`game-card${game.available ? '' : ' game-card--unavailable'}`}
      data-testid="game-card"
      data-node-id={game.nodeId}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap only reveals the overlay's buttons, which keyboard users reach directly */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div
        ref={art}
        className={`game-card__art${revealed ? ' game-card__art--revealed' : ''}`}
        onClick={() => setRevealed(true)}
        // Only a mouse leaving hides the actions: a finger "leaves" as it lifts, and the mouse events a
        // touch browser sends after a tap ended in a leave that undid the tap (issue 22, 23).
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') setRevealed(false);
        }}
      >
        <img
          src={game.iconUrl}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={200}
          height={200}
          draggable={false}
        />
        {game.hot || game.isNew ? (
          <span className={`game-card__badge game-card__badge--${game.hot ? 'hot' : 'new'}`}>
            {game.hot ? t('games.badge.hot') : t('games.badge.new')}
          </span>
        ) : null}
        {game.available ? (
          <div className="game-card__overlay">
            <Button
              className="game-card__start"
              aria-label={t('games.startNowFor', { game: game.displayName })}
              pending={busy}
              icon={<Play size={16} aria-hidden="true" />}
              onClick={() => void launch(game)}
            >
              {t('games.startNow')}
            </Button>
            {canTrial(game) ? (
              <Button
                variant="secondary"
                className="game-card__trial"
                aria-label={t('games.freeTrialFor', { game: game.displayName })}
                onClick={() => void launch(game, true)}
              >
                {t('games.freeTrial')}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="game-card__unavailable" title={t('games.vendorUnavailable')}>
            {t('games.unavailable')}
          </p>
        )}
        <button
          type="button"
          className={`game-card__fav${favourite.active ? ' game-card__fav--active' : ''}`}
          aria-pressed={favourite.active}
          aria-label={t('games.favourite', { game: game.displayName })}
          onClick={(event) => {
            event.stopPropagation();
            void favourite.toggle();
          }}
        >
          <Heart size={18} aria-hidden="true" fill={favourite.active ? 'currentColor' : 'none'} />
        </button>
      </div>
      <h3 className="game-card__name" title={game.displayName}>
        {game.displayName}
      </h3>
      <p className="game-card__vendor">{game.vendorName}</p>
      {table ? <LiveTableStrip room={table} /> : null}
    </article>
  );
}
