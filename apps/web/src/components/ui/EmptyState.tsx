import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list or page shows when it has nothing in it: an icon, a title, one line and maybe one action. */
export function EmptyState({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="state">
      <span className="state__icon" aria-hidden="true">
        {icon ?? <Inbox size={32} />}
      </span>
      <p className="state__title">{title}</p>
      {text ? <p className="state__text">{text}</p> : null}
      {action}
    </div>
  );
}
