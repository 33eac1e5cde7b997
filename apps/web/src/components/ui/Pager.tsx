import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Paging under a list (UI.md "Tables"): previous and next, the page out of how many, and the count of
 * records. Hidden when everything fits on one page.
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  disabled = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** While the next page loads, so a double click does not skip one. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('memberCenter.list.paging')}>
      <button
        type="button"
        className="icon-btn pager__btn"
        aria-label={t('memberCenter.list.previous')}
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </button>
      <span className="pager__where figures" aria-live="polite">
        {t('memberCenter.list.pageOf', { page, pages })}
      </span>
      <button
        type="button"
        className="icon-btn pager__btn"
        aria-label={t('memberCenter.list.next')}
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </button>
      <span className="pager__total figures">{t('memberCenter.list.total', { total })}</span>
    </nav>
  );
}
