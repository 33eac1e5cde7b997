import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/http';
import { memberPageHref } from '../../lib/member-pages';

/**
 * The way to the bonus's progress, under a money form whose last refusal was an open turnover
 * (issues 13, 22): a withdrawal or a transfer waits until the bonus is played through.
 */
export function TurnoverLink({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!(error instanceof ApiError) || error.code !== 'TURNOVER_REQUIRED') return null;
  return (
    <p>
      <Link to={memberPageHref('rewardCenter')} className="btn btn--secondary">
        <Trophy size={16} aria-hidden="true" />
        {t('promotions.seeTurnover')}
      </Link>
    </p>
  );
}
