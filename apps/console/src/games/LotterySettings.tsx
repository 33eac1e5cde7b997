import type { LotteryGameSettings } from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { useConsole } from '../console-context';
import { Failure, SelectField } from '../Field';
import { PageHead } from '../PageHead';
import { Pairs } from '../Pairs';
import { useApiQuery } from '../query';
import { GamesTabs } from './GamesTabs';
import { lotterySettingsApi, lotterySettingsKey } from './lottery-settings-api';
import { SettingsForm } from './SettingsForm';
import './games.css';
import './lottery-settings.css';

/**
 * The Games section's lottery settings (issue 25): pick one of the site's lottery games (in the URL), read and change
 * its schedule, sales close, on or off, limits and prize groups.
 */
export function LotterySettings() {
  const { t } = useConsole();
  const g = t.games;
  const s = t.lotterySettings;
  const [search, setSearch] = useSearchParams();
  const games = useApiQuery(lotterySettingsKey, () => lotterySettingsApi.list());
  const code = search.get('game');
  const game = games.data?.find((candidate) => candidate.gameCode === code) ?? games.data?.[0] ?? null;
  const nameOf = (option: LotteryGameSettings) =>
    `${option.names[g.nameLanguage] ?? option.name} · ${option.gameCode} · ${option.enabled ? s.on : s.off}`;

  return (
    <section className="page" aria-labelledby="lottery-settings-title">
      <PageHead id="lottery-settings-title" title={s.title} intro={s.intro} />
      <GamesTabs />
      <Failure message={games.failure} />
      {!games.data && !games.failure && (
        <div className="panel panel--loading" role="status" aria-label={t.table.loading} />
      )}
      {games.data?.length === 0 && <p className="panel muted">{g.noGames}</p>}
      {game && (
        <>
          <div className="panel game-pick">
            <SelectField
              className="game-pick__select"
              label={g.game}
              value={game.gameCode}
              options={games.data?.map((option) => option.gameCode) ?? []}
              nameOf={(option) => nameOf(games.data?.find((entry) => entry.gameCode === option) ?? game)}
              onChange={(next) => setSearch(new URLSearchParams({ game: next }))}
            />
            <Pairs
              className="pairs game-pick__facts"
              pairs={[
                [g.kind, g.kinds[game.kind]],
                [g.source, game.source === 'official' ? g.official : g.house],
              ]}
            />
          </div>
          <SettingsForm key={game.gameCode} game={game} />
        </>
      )}
    </section>
  );
}
