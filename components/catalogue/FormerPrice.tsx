import type { DealTranslator } from './deal-labels';

/**
 * A crossed-out former price (CrossedOutPrice deal): struck through for the eye, "was X, now Y" for
 * assistive technology, which does not announce the strike-through. Tariffs and devices alike.
 */
export function FormerPrice({ former, now, d, className }: { former: string; now: string; d: DealTranslator; className: string }) {
  return (
    <p className={className}>
      <s aria-hidden="true">{d('formerPrice', { price: former })}</s>
      <span className="visually-hidden">{d('wasNow', { was: former, now })}</span>
    </p>
  );
}
