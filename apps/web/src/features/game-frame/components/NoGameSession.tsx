import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';

/** /seamless without a game to play (no session, or a frame URL that is not a web address): back to the games. */
export function NoGameSession() {
  const { t } = useTranslation();
  return (
    <Page title={t('route.seamless')}>
      <EmptyState
        icon={<Gamepad2 size={32} />}
        title={t('slot.noSession')}
        text={t('slot.noSessionText')}
        action={
          <Link className="btn btn--primary" to="/rng">
            {t('slot.toGames')}
          </Link>
        }
      />
    </Page>
  );
}
