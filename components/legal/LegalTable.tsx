import type { ReactNode } from 'react';
import './legal.css';

type Props = {
  caption: string;
  /** Column headers; the first names the row headers. */
  columns: string[];
  rows: { key: string; header: ReactNode; cells: ReactNode[] }[];
  /** Columns (by index, from 1) whose cells are amounts, aligned to the right. */
  numeric?: number[];
};

/** A table of a legal page: a caption, column headers and one row header per row. */
export function LegalTable({ caption, columns, rows, numeric = [] }: Props) {
  const align = (i: number) => (numeric.includes(i) ? 'legal-table__number' : undefined);
  return (
    <table className="legal-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" className={align(i)}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, i) => (
              <td key={i} className={align(i + 1)}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
