import type { Game } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Heart, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import { useSession } from '../../../lib/member/use-session';
import { openDialog } from '../../../lib/session-dialogs';
import { useFavouriteGames } from '../api/get-favourite-games';
import { useRecentGames } from '../api/get-recent-games';
import { GameListView } from './GameListView';

/** A visitor or trial user sees what the page is for and how to get it, not an error. */
function MemberOnly({ icon }: { icon: ReactNode }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return (
    <EmptyState
      icon={icon}
      title={signedIn ? t('error.in_need_true_account') : t('games.loginFirst')}
      text={t('games.memberGamesText')}
      action={
        signedIn ? null : (
          <Button onClick={() => openDialog({ kind: 'login', message: 'error.not_logged_in' })}>
            {t('nav.login')}
          </Button>
        )
      }
    />
  );
}

function MemberGames<T>({
  kind,
  query,
  select,
  realMember,
}: {
  kind: 'favorite' | 'recent';
  query: UseQueryResult<T>;
  select: (data: T) => Game[];
  realMember: boolean;
}) {
  const { t } = useTranslation();
  const title = t(kind === 'favorite' ? 'route.favorite' : 'route.recent');
  const icon = kind === 'favorite' ? <Heart size={32} /> : <History size={32} />;
  return (
    <Page title={title}>
      {realMember ? (
        <GameListView
          query={query}
          select={select}
          label={title}
          emptyTitle={t(kind === 'favorite' ? 'games.favouritesEmpty' : 'games.recentEmpty')}
          emptyText={t(kind === 'favorite' ? 'games.favouritesEmptyText' : 'games.recentEmptyText')}
        />
      ) : (
        <MemberOnly icon={icon} />
      )}
    </Page>
  );
}

/** /favorite: the member's favourite games, all at once (page size 999). */
export function FavouritesPage() {
  const { signedIn, isTrial } = useSession();
  const realMember = signedIn && !isTrial;
  const query = useFavouriteGames(realMember);
  return <MemberGames kind="favorite" query={query} select={(page) => page.items} realMember={realMember} />;
}

/** /recent: the games the member played last. */
export function RecentGamesPage() {
  const { signedIn, isTrial } = useSession();
  const realMember = signedIn && !isTrial;
  const query = useRecentGames(realMember);
  return <MemberGames kind="recent" query={query} select={(games) => games} realMember={realMember} />;
}
