import type { DownlinePage } from '@portal/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Where the list is in my team: from me down to the agent whose downlines show, each level a button
 * back up to it (the last one is where we are). `onOpen(undefined)` goes back to my own downlines.
 */
export function DownlineBreadcrumb({
  path,
  onOpen,
}: {
  path: DownlinePage['path'];
  onOpen: (username: string | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="downline-path" aria-label={t('agent.downlines.levels')}>
      <ol>
        {path.map((step, index) => {
          const last = index === path.length - 1;
          const name = index === 0 ? t('agent.downlines.myTeam') : step.nickname || step.username;
          return (
            <li key={step.username}>
              {last ? (
                <span aria-current="location">{name}</span>
              ) : (
                <button
                  type="button"
                  className="text-btn downline-path__link"
                  onClick={() => onOpen(index === 0 ? undefined : step.username)}
                >
                  {name}
                </button>
              )}
              {last ? null : <ChevronRight size={14} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
