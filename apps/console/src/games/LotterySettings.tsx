import type { LotteryGameSettings } from '@portal/contracts';
import { useSearchParams } from 'react-router';
import { useConsole } from '../console-context';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { GamePicker } from './GamePicker';
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
  const [search] = useSearchParams();
  const games = useApiQuery(lotterySettingsKey, () => lotterySettingsApi.list());
  const code = search.get('game');
  const game = games.data?.find((candidate) => candidate.gameCode === code) ?? games.data?.[0] ?? null;
  const nameOf = (option: LotteryGameSettings) =>
    `${option.names[g.nameLanguage] ?? option.name} · ${option.gameCode} · ${option.enabled ? s.on : s.off}`;

  return (
    <section className="page" aria-labelledby="lottery-settings-title">
      <PageHead id="lottery-settings-title" title={s.title} intro={s.intro} />
      <GamesTabs />
      <GamePicker games={games.data} failure={games.failure} game={game} nameOf={nameOf} />
      {game && <SettingsForm key={game.gameCode} game={game} />}
    </section>
  );
}
