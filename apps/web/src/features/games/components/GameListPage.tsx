import { gameSubTypeSchema, vendorCodeSchema } from '@portal/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { useGamePages } from '../api/get-game-list';
import { useLiveTables } from '../api/get-live-tables';
import { categoryInfo, type ListCategory } from '../categories';
import { useCategoryVendors } from '../hooks/use-category-vendors';
import { useSubTypes } from '../hooks/use-sub-types';
import { LiveTablesContext } from '../live-tables';
import { FilterChips } from './FilterChips';
import { GamePages } from './GamePages';

const all = 'ALL';

/**
 * A game list page (/live, /fish, /rng, /pvp): vendor tabs (the `vassalage` query, so a link can name
 * one), the sub-types the vendor offers, then the games 24 at a time with "load more".
 */
export function GameListPage({ category }: { category: ListCategory }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const vassalage = vendorCodeSchema.safeParse(params.get('vassalage')).data;
  const { vendors } = useCategoryVendors(category);
  const subTypes = useSubTypes(category, vassalage);
  const classify = gameSubTypeSchema.safeParse(params.get('gameClassify')).data;
  const gameClassify = classify && subTypes.includes(classify) ? classify : undefined;
  const query = useGamePages({ gameType: category, vassalage, gameClassify });
  // The live tables' phase, seats and last results, on the cards of /live.
  const liveTables = useLiveTables(vassalage, category === 'LIVE');
  const tables = useMemo(() => new Map((liveTables.data ?? []).map((room) => [room.nodeId, room])), [liveTables.data]);
  const title = t(categoryInfo[category]?.titleKey ?? 'route.rng');

  const setFilter = (name: 'vassalage' | 'gameClassify', value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === all) next.delete(name);
        else next.set(name, value);
        // Another vendor offers other sub-types: start again from all of them.
        if (name === 'vassalage') next.delete('gameClassify');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Page title={title}>
      {vendors.length > 0 ? (
        <FilterChips
          label={t('games.vendors')}
          chips={[
            { key: all, label: t('games.allVendors') },
            ...vendors.map((v) => ({ key: v.vassalage, label: v.name })),
          ]}
          selected={vassalage ?? all}
          onSelect={(key) => setFilter('vassalage', key)}
        />
      ) : null}
      {subTypes.length > 0 ? (
        <FilterChips
          small
          label={t('games.subTypes')}
          chips={[
            { key: all, label: t('games.allTypes') },
            ...subTypes.map((subType) => ({ key: subType, label: t(`games.subType.${subType}`) })),
          ]}
          selected={gameClassify ?? all}
          onSelect={(key) => setFilter('gameClassify', key)}
        />
      ) : null}
      <LiveTablesContext.Provider value={tables}>
        <GamePages query={query} label={title} emptyTitle={t('games.emptyTitle')} emptyText={t('games.emptyText')} />
      </LiveTablesContext.Provider>
    </Page>
  );
}
