import type { ShopDeviceGroup, ShopDeviceModel } from '@/lib/catalogue/devices';
import { tariffView, type TariffView } from '@/lib/catalogue/tariff-view';
import type { FixedLineTariff, SimType, Tariff } from '@/lib/platform/content-api/schemas';
import { financingPrice } from '@/lib/domain/price';
import { liveItem, type CartCatalogue } from './availability';
import { addressOf, NO_PERSONAL_DATA, type PersonalData } from './personal-data';
import { simTypeOf, type DeviceItem, type FixedLineItem, type Selection } from './selection';

export type TariffLine = {
  kind: 'tariff';
  id: string;
  view: TariffView;
  monthly: number;
  oneOff: number;
  /** Its SIM card (chosen, or the default), one of the types the tariff offers (`simTypes`). */
  simType: SimType;
  simTypes: SimType[];
};

export type DeviceLine = {
  kind: 'device';
  id: string;
  item: DeviceItem;
  group: ShopDeviceGroup;
  model: ShopDeviceModel;
  /** The cart's tariff the device is bought with, when it is one of the device's combinations. */
  tariff?: Tariff;
  price: number;
  discount: number;
  /** What is paid once: price less the combination discount. */
  oneOff: number;
  /** SPEC §9: the alternative of paying the one-off amount in 24 interest-free instalments. */
  financing: { monthly: number; months: number };
  /** A device sold only with a tariff whose tariff has left the cart. */
  needsTariff: boolean;
};

export type FixedLineLine = {
  kind: 'fixedline';
  id: string;
  item: FixedLineItem;
  /**
   * The home address from the sealed personal data; undefined when it is gone (expired, cookie cleared,
   * or a cookie from before ADR 13): the line stays and asks for the address again.
   */
  address: string | undefined;
  tariff: FixedLineTariff;
  monthly: number;
  oneOff: number;
  monthlySetupFee?: number;
};

export type CartLine = TariffLine | DeviceLine | FixedLineLine;

export type CartView = {
  lines: CartLine[];
  /** SPEC §8: something stored is no longer available (removed from the view, the rest kept). */
  dropped: boolean;
  totals: { monthly: number; oneOff: number };
};

const cents = (amount: number) => Math.round(amount * 100);
const sum = (amounts: number[]) => amounts.reduce((total, a) => total + cents(a), 0) / 100;

function deviceLine(
  item: DeviceItem,
  { group, model }: { group: ShopDeviceGroup; model: ShopDeviceModel },
  cartTariff: Tariff | undefined,
): DeviceLine {
  const combination =
    cartTariff && item.tariffId === cartTariff.tariffModelSalesId
      ? model.combinations.find((c) => c.tariffModelSalesId === cartTariff.tariffModelSalesId)
      : undefined;
  const price = model.price.amount;
  const discount = Math.min(combination?.discount.amount ?? 0, price);
  const oneOff = (cents(price) - cents(discount)) / 100;
  return {
    kind: 'device',
    id: item.id,
    item,
    group,
    model,
    tariff: combination ? cartTariff : undefined,
    price,
    discount,
    oneOff,
    financing: financingPrice(oneOff),
    needsTariff: !model.isStandalone && !combination,
  };
}

/**
 * The stored selection against the live catalogue: each item with its monthly and one-off costs, and
 * the totals. What is no longer available (lib/cart/availability.ts) is left out and flagged as
 * `dropped` (SPEC §8). A fixed line shows its address from the personal data.
 */
export function cartView(selection: Selection, catalogue: CartCatalogue, personal: PersonalData = NO_PERSONAL_DATA): CartView {
  const live = selection.items.flatMap((item) => liveItem(item, catalogue) ?? []);
  const cartTariff = live.find((l) => l.kind === 'tariff')?.tariff;
  const out = live.map((entry): CartLine => {
    switch (entry.kind) {
      case 'tariff': {
        const view = tariffView(entry.tariff, 'DETAIL');
        return {
          kind: 'tariff',
          id: entry.item.id,
          view,
          monthly: view.gross,
          oneOff: entry.tariff.setupFee?.setupFee.amount ?? 0,
          simType: simTypeOf(entry.item, entry.tariff.simTypes),
          simTypes: entry.tariff.simTypes,
        };
      }
      case 'device':
        return deviceLine(entry.item, entry, cartTariff);
      case 'fixedline': {
        const { item, tariff } = entry;
        return {
          kind: 'fixedline',
          id: item.id,
          item,
          address: addressOf(personal, item),
          tariff,
          monthly: tariff.money.amount,
          oneOff: tariff.oneTimeSetupFee.amount,
          monthlySetupFee: tariff.monthlySetupFee?.amount,
        };
      }
    }
  });
  return {
    lines: out,
    dropped: out.length < selection.items.length,
    totals: {
      monthly: sum(out.flatMap((l) => (l.kind === 'device' ? [] : [l.monthly]))),
      oneOff: sum(out.map((l) => l.oneOff)),
    },
  };
}

/** A line the checkout cannot take as it is: a device still needing its tariff, a fixed line its address. */
export const needsAttention = (line: CartLine): boolean =>
  (line.kind === 'device' && line.needsTariff) || (line.kind === 'fixedline' && line.address === undefined);
