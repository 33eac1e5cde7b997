import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/ErrorState';
import { useErrorMessage } from '../../../lib/errors';

/** A list of games that failed to load: the translated reason and a retry. */
export function GamesError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <ErrorState title={t('games.loadFailed')} message={errorMessage(error)} onRetry={onRetry} retrying={retrying} />
  );
}
