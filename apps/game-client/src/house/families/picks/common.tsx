import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: string;
  tone?: 'accent' | 'ok' | 'bad';
  /** Reached but lost (a busted round's multiplier). */
  struck?: boolean;
}

/** The strip above a round: mines, multiplier, next step, what a cash-out pays. */
export function Stats({ items }: { items: Stat[] }) {
  return (
    <dl className="picks-stats">
      {items.map((item) => (
        <div
          key={item.label}
          className={`picks-stat${item.tone ? ` picks-stat--${item.tone}` : ''}${item.struck ? ' picks-stat--struck' : ''}`}
        >
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The round in words, for screen readers (the picture itself is tiles and cards). */
export function Said({ children }: { children: ReactNode }) {
  return (
    <p className="picks-sr" aria-live="polite">
      {children}
    </p>
  );
}
