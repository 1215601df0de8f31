import type { ReactNode } from 'react';

/** One fact of a details list: its term and its value. */
export type Fact = { key: string; label: ReactNode; value: ReactNode };

/** Facts as a description list, a row each (the `.facts` layout of tariff, device and cart details). */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map(({ key, label, value }) => (
        <div key={key} className="facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
