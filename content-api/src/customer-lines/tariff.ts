/**
 * SPEC §3 Customer tariff and PUT /customerarea/tariff/{id}: the line's tariff, settings and invoice
 * reference, and the tariff change. A change takes effect at once and is free once per calendar month
 * (SPEC §9); a second change in the same month is refused (409 tariff_change_limit) rather than
 * charged, and the answer says from when the next free change is possible.
 */
import { customerTariff, type CustomerTariff, type CustomerTariffChange, type FieldErrorBody } from '@storefront/wire';
import { nextFreeTariffChange } from '@storefront/rules/line-contract';
import { isSocialTariff } from '@storefront/rules/tariff-kind';
import type { SeedTariff } from '../../seed/types';
import { localise } from '../localise';
import { present, visibleOn } from '../present';
import type { Store } from '../store';
import { currentTariff, tariffState } from './line-tariff';
import type { LineCtx, MobileLine } from './lines';
import { settingsOf } from './tariff-settings';
import { minimumTermEnd } from './term';
import { terminationOf } from './terminations';

type TariffStore = Pick<Store, 'tariffs' | 'customerState'>;

const isHidden = (t: SeedTariff) => t.specialDeals.some((d) => d.name === 'Hidden');

/**
 * The tariffs a line may change to: on sale today, of the same payment type and customer type, not
 * the one it has; not secret ones (their link is for invited newcomers) nor social tariffs (they need
 * the broadcasting-fee notice, SPEC §5).
 */
export function changeOptions(c: LineCtx, store: TariffStore, line: MobileLine): SeedTariff[] {
  const current = currentTariff(store, line);
  return store.tariffs
    .mobile(line.market)
    .filter(
      (t) =>
        visibleOn(t, c.get('read')) &&
        t.tariffModelSalesId !== current.tariffModelSalesId &&
        t.paymentType === current.paymentType &&
        t.customerType === current.customerType &&
        !isHidden(t) &&
        !isSocialTariff(t),
    );
}

export function customerTariffOf(c: LineCtx, store: TariffStore, line: MobileLine): CustomerTariff {
  const tariff = currentTariff(store, line);
  const state = tariffState(store, line).get() ?? {};
  const termination = terminationOf(store, line);
  const value = {
    productKey: line.product.key,
    ...(line.product.msisdn === undefined ? {} : { msisdn: line.product.msisdn }),
    iccids: [line.product.sim.iccid],
    tariff,
    invoiceReference: state.invoiceReference ?? { name: '', value: '' },
    tariffSettings: settingsOf(tariff, state.settings),
    runtimeEnd: minimumTermEnd(store, line) ?? null,
    nextFreeTariffChange: nextFreeTariffChange(state.lastChangeOn, line.today),
    tariffChangeOptions: changeOptions(c, store, line).map((t) => ({
      tariffModelSalesId: t.tariffModelSalesId,
      tariffName: t.tariffName,
      money: t.money,
      specialDeals: t.specialDeals,
    })),
    ...(termination ? { termination: { receivedAt: termination.receivedAt, effectiveDate: termination.effectiveDate } } : {}),
  };
  return customerTariff.parse(localise(present(value, c.get('read')), c.get('language')));
}

export type TariffChangeOutcome =
  | { ok: true }
  | { ok: false; fields: FieldErrorBody['fields'] }
  | { ok: false; conflict: 'tariff_change_limit' | 'terminated'; message: string };

/** Applies a valid body to the line, all of it or (on any problem) nothing. */
export function changeTariff(c: LineCtx, store: TariffStore, line: MobileLine, body: CustomerTariffChange): TariffChangeOutcome {
  const tariff = currentTariff(store, line);
  const aspect = tariffState(store, line);
  const state = aspect.get() ?? {};
  const fields: FieldErrorBody['fields'] = [];

  const target =
    body.tariffModelSalesId === undefined
      ? undefined
      : changeOptions(c, store, line).find((t) => t.tariffModelSalesId === body.tariffModelSalesId);
  if (body.tariffModelSalesId !== undefined && target === undefined) fields.push({ field: 'tariffModelSalesId', code: 'not_allowed' });
  const offered = new Set(settingsOf(target ?? tariff).map((s) => s.id));
  body.tariffSettings?.forEach((s, i) => {
    if (!offered.has(s.id)) fields.push({ field: `tariffSettings.${i}.id`, code: 'not_allowed' });
  });
  if (fields.length > 0) return { ok: false, fields };

  if (target) {
    if (terminationOf(store, line)) return { ok: false, conflict: 'terminated', message: 'A terminated line keeps its tariff.' };
    const nextFree = nextFreeTariffChange(state.lastChangeOn, line.today);
    if (nextFree > line.today) {
      return {
        ok: false,
        conflict: 'tariff_change_limit',
        message: `The tariff was changed this month; the next free change is possible from ${nextFree}.`,
      };
    }
  }
  const settings = { ...state.settings, ...Object.fromEntries((body.tariffSettings ?? []).map((s) => [s.id, s.value])) };
  aspect.put({
    ...state,
    ...(target ? { tariffModelSalesId: target.tariffModelSalesId, lastChangeOn: line.today } : {}),
    settings,
    ...(body.invoiceReference ? { invoiceReference: body.invoiceReference } : {}),
  });
  return { ok: true };
}
