import { UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ApiError } from '../../../lib/http';

/** The server's answer for a `parent` outside my team (an old link, a typed URL): 404 naming query.parent. */
export const isNotInTeam = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.field === 'query.parent';

/** Says the username is not in my team, and offers the way back to my own downlines. */
export function NotInTeam({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<UserX size={32} />}
      title={t('agent.downlines.notInTeamTitle')}
      text={t('agent.downlines.notInTeamText')}
      action={<Button onClick={onBack}>{t('agent.downlines.backToMine')}</Button>}
    />
  );
}
