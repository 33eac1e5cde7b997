import type { ReactNode } from 'react';
import { mobileQuery, useMediaQuery } from '../../lib/use-media-query';
import './data.css';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Figures: right-aligned, tabular. */
  numeric?: boolean;
}

/**
 * Records as a table with a sticky header on desktop, and on a phone as a list of cards (each a
 * header/value list), since a wide table cannot fit 390 px without scrolling sideways.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Names the table for screen readers (the page title is usually right). */
  caption: string;
}) {
  const mobile = useMediaQuery(mobileQuery);
  if (mobile) {
    return (
      <ul className="data-cards" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="surface data-card">
            <dl>
              {columns.map((column) => (
                <div key={column.key} className="data-card__row">
                  <dt>{column.header}</dt>
                  <dd className={column.numeric ? 'figures' : undefined}>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="surface data-table__scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'data-table__num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'data-table__num figures' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
