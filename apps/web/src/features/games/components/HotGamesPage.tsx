import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { hotListSize, useHotGames } from '../api/get-hot-games';
import { GameListView } from './GameListView';

/** /hot: the hot list, read once per browser session. */
export function HotGamesPage() {
  const { t } = useTranslation();
  const query = useHotGames(undefined, hotListSize);
  return (
    <Page title={t('route.hot')}>
      <GameListView
        query={query}
        select={(games) => games}
        label={t('route.hot')}
        emptyTitle={t('games.emptyTitle')}
        emptyText={t('games.hotEmpty')}
      />
    </Page>
  );
}
