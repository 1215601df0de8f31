import { findModel, type ShopDeviceGroup, type ShopDeviceModel } from '@/lib/catalogue/devices';
import { tariffView, type TariffView } from '@/lib/catalogue/tariff-view';
import type { FixedLineTariff, Tariff } from '@/lib/content-api/schemas';
import { financingPrice } from '@/lib/domain/price';
import { addressOf, NO_PERSONAL_DATA, type PersonalData } from './personal-data';
import type { DeviceItem, DeviceKind, FixedLineItem, Selection } from './selection';

export type TariffLine = { kind: 'tariff'; id: string; view: TariffView; monthly: number; oneOff: number };

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

/** What the cart page read from the live catalogue for the stored selection. */
export type CartCatalogue = {
  tariffs: Tariff[];
  /** The groups of each device kind the selection holds. */
  devices: Partial<Record<DeviceKind, ShopDeviceGroup[]>>;
  fixedLineTariffs: FixedLineTariff[];
};

const cents = (amount: number) => Math.round(amount * 100);
const sum = (amounts: number[]) => amounts.reduce((total, a) => total + cents(a), 0) / 100;

function deviceLine(item: DeviceItem, { group, model }: { group: ShopDeviceGroup; model: ShopDeviceModel }, cartTariff: Tariff | undefined): DeviceLine {
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
 * the totals. Items that no longer exist, and devices out of stock, are left out (SPEC §8). A fixed
 * line shows its address from the personal data.
 */
export function cartView(selection: Selection, catalogue: CartCatalogue, personal: PersonalData = NO_PERSONAL_DATA): CartView {
  const tariffs = new Map(catalogue.tariffs.map((t) => [t.tariffModelSalesId, t]));
  const lines = new Map(catalogue.fixedLineTariffs.map((t) => [t.tariffModelSalesId, t]));
  const tariffItem = selection.items.find((i) => i.kind === 'tariff');
  const cartTariff = tariffItem ? tariffs.get(tariffItem.id) : undefined;
  const out = selection.items.flatMap((item): CartLine[] => {
    switch (item.kind) {
      case 'tariff': {
        if (!cartTariff) return [];
        const view = tariffView(cartTariff, 'DETAIL');
        return [{ kind: 'tariff', id: item.id, view, monthly: view.gross, oneOff: cartTariff.setupFee?.setupFee.amount ?? 0 }];
      }
      case 'device': {
        const found = findModel(catalogue.devices[item.deviceKind] ?? [], item.id);
        return found?.model.inStock ? [deviceLine(item, found, cartTariff)] : [];
      }
      case 'fixedline': {
        const tariff = lines.get(item.id);
        if (!tariff || tariff.connectionSupplierName !== item.supplier) return [];
        return [
          {
            kind: 'fixedline',
            id: item.id,
            item,
            address: addressOf(personal, item),
            tariff,
            monthly: tariff.money.amount,
            oneOff: tariff.oneTimeSetupFee.amount,
            monthlySetupFee: tariff.monthlySetupFee?.amount,
          },
        ];
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
