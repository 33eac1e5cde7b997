import type { Notice } from '@portal/contracts';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../../lib/site';
import { formatNoticeTime } from '../hooks/notice-time';
import './notices.css';

/**
 * Notices as an accordion (SPEC §2 notice popup): each shows its title and start time, and one at a
 * time opens to its content; opening another closes the first.
 */
export function NoticeList<T extends Notice>({
  items,
  expandedId,
  onExpand,
  actions,
}: {
  items: T[];
  expandedId: string | null;
  onExpand: (id: string | null) => void;
  /** Something to do with an open item (go to its promotion). */
  actions?: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const baseId = useId();
  return (
    <ul className="notice-list">
      {items.map((item) => {
        const open = item.id === expandedId;
        const panelId = `${baseId}-${item.id}`;
        return (
          <li key={item.id} className={`notice-list__item${open ? ' notice-list__item--open' : ''}`}>
            <h3 className="notice-list__heading">
              <button
                type="button"
                className="notice-list__toggle"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => onExpand(open ? null : item.id)}
              >
                <span className="notice-list__title">{item.title}</span>
                <time className="notice-list__time figures" dateTime={new Date(item.startDateStr).toISOString()}>
                  <span className="visually-hidden">{t('content.published')} </span>
                  {formatNoticeTime(item.startDateStr, brand.timeZone)}
                </time>
                <ChevronDown className="notice-list__chevron" size={18} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} className="notice-list__panel" hidden={!open}>
              <p className="notice-list__content">{item.content}</p>
              {actions?.(item)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
