/**
 * The customer's own lines: every call of the customer area that takes a product key finds it here,
 * among the logged-in customer's products only, so another customer's key answers exactly like an
 * unknown one (404 not_found).
 */
import type { Context } from 'hono';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedCustomerProduct, SeedFixedLineTariff, SeedTariff } from '../../seed/types';
import { dayOf, type Clock } from '../clock';
import { apiError } from '../context';
import type { CustomerEnv } from '../require-customer';
import { activationDay } from '../customer-area/calendar';
import type { Store } from '../store';
import type { Customer } from '../store/customers';

export type LineStore = Pick<Store, 'tariffs' | 'customerState' | 'outbox'>;
export type LineCtx = Context<CustomerEnv>;

/** A product of the logged-in customer, with what the calls about it need. */
export type Line = { market: MarketCode; customer: Customer; product: SeedCustomerProduct; today: string };

/** A mobile line (a SIM or eSIM) with its tariff of the catalogue. */
export type MobileLine = Line & { product: SeedCustomerProduct & { sim: NonNullable<SeedCustomerProduct['sim']> } };

type Found<T> = { ok: true; line: T } | { ok: false; response: Response };

export const notFound = (c: LineCtx) => apiError(c, 404, 'not_found', 'No such product.');

/** The customer's product `key`; 404 not_found for an unknown key and for another customer's. */
export function lineOf(c: LineCtx, clock: Clock, key: string): Found<Line> {
  const customer = c.get('customer');
  const product = customer.products.find((p) => p.key === key);
  if (!product) return { ok: false, response: notFound(c) };
  return { ok: true, line: { market: c.get('market'), customer, product, today: dayOf(clock.now()) } };
}

/** The customer's mobile line `key`; a device or fixed line of theirs answers 404 not_a_mobile_line. */
export function mobileLineOf(c: LineCtx, clock: Clock, key: string): Found<MobileLine> {
  const found = lineOf(c, clock, key);
  if (!found.ok) return found;
  const { product } = found.line;
  if (product.sim === undefined) return { ok: false, response: apiError(c, 404, 'not_a_mobile_line', 'This product has no SIM card.') };
  return { ok: true, line: { ...found.line, product: { ...product, sim: product.sim } } };
}

/** The customer's mobile lines. */
export function mobileLinesOf(c: LineCtx, clock: Clock): MobileLine[] {
  return c
    .get('customer')
    .products.filter((p) => p.sim !== undefined)
    .map((p) => mobileLineOf(c, clock, p.key))
    .flatMap((found) => (found.ok ? [found.line] : []));
}

/** A line's stored aspect ('tariff', 'spendingcaps' …, per product key) and its writer. */
export function lineAspect<T>(store: Pick<Store, 'customerState'>, line: Line, aspect: string) {
  const name = `${aspect}:${line.product.key}`;
  return {
    get: (): T | undefined => store.customerState.get<T>(line.market, line.customer.customerNumber, name),
    put: (value: T): T => store.customerState.put(line.market, line.customer.customerNumber, name, value),
  };
}

/** The tariff of the catalogue a product was sold with: the seed names products after their tariff. */
export function seedTariffNamed(store: Pick<Store, 'tariffs'>, market: MarketCode, name: string): SeedTariff | undefined {
  return store.tariffs.mobile(market).find((t) => t.tariffName === name);
}

export function seedFixedLineTariffNamed(store: Pick<Store, 'tariffs'>, market: MarketCode, name: string): SeedFixedLineTariff | undefined {
  return store.tariffs.fixedLine(market).find((t) => t.tariffName === name);
}

/** The day the product's contract started (ISO), as the invoices count it. */
export const lineActivationDay = (line: Line): string => activationDay(line.product, line.today);
