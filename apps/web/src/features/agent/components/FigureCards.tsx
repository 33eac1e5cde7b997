import type { ReactNode } from 'react';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** A second, smaller line (how many transactions made the amount). */
  note?: string;
}

/** Figures as a grid of cards, label above value; the grid wraps to two columns on a phone. */
export function FigureCards({ figures, label }: { figures: Figure[]; label: string }) {
  return (
    <section aria-label={label}>
      <dl className="figure-cards">
        {figures.map((figure) => (
          <div key={figure.key} className="surface figure-cards__item">
            <dt>{figure.label}</dt>
            <dd className="figures">{figure.value}</dd>
            {figure.note ? <dd className="figure-cards__note figures">{figure.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
