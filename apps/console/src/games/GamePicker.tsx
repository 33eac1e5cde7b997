import type { OperatorLotteryGame } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useConsole } from '../console-context';
import { Failure, SelectField } from '../Field';
import { Pairs } from '../Pairs';

type PickableGame = Pick<OperatorLotteryGame, 'gameCode' | 'kind' | 'source'>;

/**
 * The head of a Games tab that works on one lottery game: the games' loading, failure or absence, then the select
 * of the game (a pick starts a new URL with only the game, so what was open for the last one closes) beside its
 * kind, source and the tab's own facts.
 */
export function GamePicker<T extends PickableGame>({
  games,
  failure,
  game,
  nameOf,
  factsOf,
}: {
  games: T[] | undefined;
  failure: string | null;
  /** The game shown, picked by the page from the URL; none while the games load or when the site has none. */
  game: T | null;
  nameOf: (game: T) => string;
  /** The tab's facts of the game, after its kind and source. */
  factsOf?: (game: T) => (readonly [string, ReactNode])[];
}) {
  const { t } = useConsole();
  const g = t.games;
  const [, setSearch] = useSearchParams();
  return (
    <>
      <Failure message={failure} />
      {!games && !failure && <div className="panel panel--loading" role="status" aria-label={t.table.loading} />}
      {games?.length === 0 && <p className="panel muted">{g.noGames}</p>}
      {game && (
        <div className="panel game-pick">
          <SelectField
            className="game-pick__select"
            label={g.game}
            value={game.gameCode}
            options={games?.map((option) => option.gameCode) ?? []}
            nameOf={(option) => nameOf(games?.find((entry) => entry.gameCode === option) ?? game)}
            onChange={(next) => setSearch(new URLSearchParams({ game: next }))}
          />
          <Pairs
            className="pairs game-pick__facts"
            pairs={[
              [g.kind, g.kinds[game.kind]],
              [g.source, game.source === 'official' ? g.official : g.house],
              ...(factsOf?.(game) ?? []),
            ]}
          />
        </div>
      )}
    </>
  );
}
