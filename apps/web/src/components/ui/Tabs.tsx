import { type KeyboardEvent, useId } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/** Tabs at the top of a dialog (UI.md): a tab list; the caller shows the selected panel. */
export function Tabs<K extends string>({
  items,
  selected,
  onSelect,
  label,
  className,
}: {
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
  /** Another look, e.g. wrapping chips for a long list of tabs. */
  className?: string;
}) {
  const base = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = items.findIndex((item) => item.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = items[(index + step + items.length) % items.length];
    if (next) onSelect(next.key);
  };
  return (
    <div className={className ? `tabs ${className}` : 'tabs'} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`${base}-${item.key}`}
          className="tabs__tab"
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
