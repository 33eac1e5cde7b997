import type { BookLobby, BookSport } from '@portal/contracts';
import {
  Bird,
  CircleDot,
  Crosshair,
  Dog,
  FlagTriangleRight,
  Gamepad2,
  Goal,
  Joystick,
  type LucideIcon,
  Swords,
  Target,
  Volleyball,
} from 'lucide-react';
import { useBook } from './book-context';
import { sportName } from './labels';

/** One glyph a sport, from the client's one icon library. */
const sportIcons: Record<BookSport, LucideIcon> = {
  football: Goal,
  basketball: Volleyball,
  tennis: CircleDot,
  'horse-racing': FlagTriangleRight,
  greyhounds: Dog,
  'penalty-shootout': Target,
  'e-soccer': Gamepad2,
  'e-basketball': Joystick,
  moba: Swords,
  'tactical-shooter': Crosshair,
  cockfight: Bird,
};

function SportIcon({ sport, size = 18 }: { sport: BookSport; size?: number }) {
  const Icon = sportIcons[sport];
  return <Icon size={size} aria-hidden="true" />;
}

/**
 * The book's sports as a row of tabs (scrolling sideways on a phone), each with the events open for bets now.
 * Buttons with aria-pressed: the panel below is the one list, not a set of tab panels.
 */
export function SportTabs({
  sports,
  selected,
  onSelect,
}: {
  sports: BookLobby['sports'];
  selected: BookSport | null;
  onSelect(sport: BookSport): void;
}) {
  const { text } = useBook();
  return (
    <nav className="book-sports" aria-label={text('book.sportsNav')}>
      {sports.map(({ sport, fixtures, virtual }) => {
        const name = sportName(sport, text);
        const count = fixtures + virtual;
        return (
          <button
            key={sport}
            type="button"
            className={`book-sports__tab${sport === selected ? ' book-sports__tab--on' : ''}`}
            aria-pressed={sport === selected}
            aria-label={text('book.sportCount', { sport: name, n: count })}
            onClick={() => onSelect(sport)}
          >
            <SportIcon sport={sport} />
            <span>{name}</span>
            <span className="book-sports__count" aria-hidden="true">
              {count}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
