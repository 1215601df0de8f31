import type { ReactNode } from 'react';

/** A product in a list that has no detail page of its own yet: name, facts and price. */
export function ProductCard({ name, facts, price, note }: { name: string; facts: ReactNode[]; price: ReactNode; note?: ReactNode }) {
  return (
    <article className="product-card">
      <h3 className="product-card__name">{name}</h3>
      {facts.length > 0 && (
        <ul className="product-card__facts">
          {facts.map((fact, i) => (
            <li key={i}>{fact}</li>
          ))}
        </ul>
      )}
      <p className="product-card__price">{price}</p>
      {note && <p className="product-card__note">{note}</p>}
    </article>
  );
}
