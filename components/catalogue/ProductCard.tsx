import Link from 'next/link';
import type { ReactNode } from 'react';
import './cards.css';

/** A product in a list: name (a link to its page, when it has one), facts and price. */
export function ProductCard({
  name,
  href,
  facts,
  price,
  note,
}: {
  name: string;
  href?: string;
  facts: ReactNode[];
  price: ReactNode;
  note?: ReactNode;
}) {
  return (
    <article className="product-card">
      <h3 className="product-card__name">{href ? <Link href={href}>{name}</Link> : name}</h3>
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
