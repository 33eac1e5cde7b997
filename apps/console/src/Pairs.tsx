import type { ReactNode } from 'react';

/**
 * Facts as label and value (a description list, so a screen reader reads each value with its label). The labels
 * are the keys: a list names each fact once.
 */
export function Pairs({
  pairs,
  className = 'pairs',
}: {
  pairs: readonly (readonly [string, ReactNode])[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
