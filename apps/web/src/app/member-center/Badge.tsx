import { useTranslation } from 'react-i18next';

/**
 * The count on an entry: the number shown, and said in words to screen readers (the agent header's
 * messages too). Its own file: the side menu draws it at start without the member centre's menu.
 */
export function Badge({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <span className="member-center__badge figures" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span className="visually-hidden">, {label ?? t('memberCenter.unread', { count })}</span>
    </>
  );
}
