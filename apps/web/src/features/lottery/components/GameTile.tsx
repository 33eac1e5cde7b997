import { Car, Clover, Dices, Hash, type LucideIcon, Sparkles, Ticket, Trophy } from 'lucide-react';
import './GameTile.css';

const icons: Record<string, LucideIcon> = {
  SSC: Dices,
  '11X5': Hash,
  PK10: Car,
  LHC: Sparkles,
  LF: Clover,
  VN: Ticket,
  SEA: Trophy,
};

/** The game's artwork: its image code (SPEC §9: 11X5, LF, LHC, PK10, SSC; VN and SEA their own) on its colour. */
export function GameTile({ imageCode, size = 'normal' }: { imageCode: string; size?: 'normal' | 'small' }) {
  const Icon = icons[imageCode] ?? Ticket;
  const tone = Object.hasOwn(icons, imageCode) ? imageCode.toLowerCase() : 'other';
  return (
    <span className={`game-tile game-tile--${tone} game-tile--${size}`} aria-hidden="true">
      <Icon size={size === 'small' ? 20 : 28} />
      <span className="game-tile__code">{imageCode}</span>
    </span>
  );
}
