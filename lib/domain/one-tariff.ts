/**
 * SPEC §8 "only one tariff can be ordered at present": an order holds at most one mobile tariff,
 * whether chosen alone or with a smartphone (the smartphone's tariff is the order's tariff). A
 * fixed-line tariff is not counted: SPEC sells it beside a mobile tariff, one line per home.
 */

export const MAX_TARIFFS_PER_ORDER = 1;

export type OneTariffMessage = 'only_one_tariff';

/** A cart item as far as this rule needs it: the tariff itself, or a device bought with a tariff. */
export type CartLine = { kind: string; id: string; tariffId?: string };

export type TariffAddition =
  /** No tariff yet, or this very tariff again. */
  | { allowed: true; alreadyInCart: boolean }
  /** Another tariff is in the cart: the SPEC §8 message applies (the cart replaces it, the checkout refuses). */
  | { allowed: false; current: string; message: OneTariffMessage };

/** The ids of the mobile tariffs in the cart: tariffs, and the tariffs devices were bought with. */
export function tariffsIn(items: readonly CartLine[]): string[] {
  const ids = items.flatMap((item) =>
    item.kind === 'tariff' ? [item.id] : item.kind === 'device' && item.tariffId ? [item.tariffId] : [],
  );
  return [...new Set(ids)];
}

/** Whether the tariff `tariffId` can join the cart's items as a tariff, and which message applies if not. */
export function tariffAddition(items: readonly CartLine[], tariffId: string): TariffAddition {
  const current = tariffsIn(items);
  if (current.includes(tariffId)) return { allowed: true, alreadyInCart: true };
  if (current.length < MAX_TARIFFS_PER_ORDER) return { allowed: true, alreadyInCart: false };
  return { allowed: false, current: current[0]!, message: 'only_one_tariff' };
}

/** An order's items break the rule (a cart from before it, or changed elsewhere): the checkout shows the message. */
export function tooManyTariffs(items: readonly CartLine[]): OneTariffMessage | undefined {
  return tariffsIn(items).length > MAX_TARIFFS_PER_ORDER ? 'only_one_tariff' : undefined;
}
