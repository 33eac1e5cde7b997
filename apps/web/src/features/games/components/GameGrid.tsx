import type { Game } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { GameCard } from './GameCard';
import './game-grid.css';

/** Games in a grid: as many columns as fit, two or three on a phone (UI.md). */
export function GameGrid({ games, label }: { games: Game[]; label: string }) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId}>
          <GameCard game={game} eager={index < 6} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the games load. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="game-grid" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <div key={index} className="game-card game-card--skeleton" aria-hidden="true">
          <div className="game-card__art">
            <Skeleton height={400} radius={0} />
          </div>
          <Skeleton height={14} width="70%" />
        </div>
      ))}
    </div>
  );
}
