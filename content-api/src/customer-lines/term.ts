/** A line's running minimum term: the tariff's commitment months from the day the line was activated. */
import { runtimeEnd } from '@storefront/rules/line-contract';
import type { Store } from '../store';
import { currentTariff } from './line-tariff';
import { lineActivationDay, seedFixedLineTariffNamed, type Line } from './lines';

/** The last day of the line's minimum term, undefined when none runs (devices have none; SPEC §9: most tariffs neither). */
export function minimumTermEnd(store: Pick<Store, 'tariffs' | 'customerState'>, line: Line): string | undefined {
  const activated = lineActivationDay(line);
  const { product } = line;
  const months =
    product.sim !== undefined
      ? currentTariff(store, { ...line, product: { ...product, sim: product.sim } }).commitmentMonths
      : product.type === 'Fixedline'
        ? (seedFixedLineTariffNamed(store, line.market, product.name)?.commitmentMonths ?? 0)
        : 0;
  return runtimeEnd(activated, months, line.today);
}
