import { sortedModels, type ShopDeviceGroup, type ShopDeviceModel } from './devices';

/** One option of the colour or storage selector and the sibling variant it leads to. */
export type VariantChoice = {
  /** The colour name, or the storage size in GB as text. */
  value: string;
  colorHex?: string;
  dataSizeInGB?: number;
  targetId: string;
  selected: boolean;
  /** Whether the variant the option leads to can be ordered. */
  inStock: boolean;
};

/**
 * The colour and storage options of a group, seen from one variant. Choosing a colour keeps the
 * storage size when that combination exists (else the first variant in that colour); choosing a
 * storage size keeps the colour the same way.
 */
export function variantChoices(group: ShopDeviceGroup, current: ShopDeviceModel): { colours: VariantChoice[]; storages: VariantChoice[] } {
  const models = sortedModels(group);
  const choose = (candidates: ShopDeviceModel[], keep: (m: ShopDeviceModel) => boolean) => candidates.find(keep) ?? candidates[0]!;
  const colourNames = [...new Set(models.map((m) => m.colorName))];
  const sizes = [...new Set(models.flatMap((m) => (m.dataSizeInGB === undefined ? [] : [m.dataSizeInGB])))].sort((a, b) => a - b);
  const colours = colourNames.map((colour): VariantChoice => {
    const target = choose(
      models.filter((m) => m.colorName === colour),
      (m) => m.dataSizeInGB === current.dataSizeInGB,
    );
    return {
      value: colour,
      colorHex: target.colorHex,
      targetId: target.deviceModelSaleId,
      selected: colour === current.colorName,
      inStock: target.inStock,
    };
  });
  const storages = sizes.map((size): VariantChoice => {
    const target = choose(
      models.filter((m) => m.dataSizeInGB === size),
      (m) => m.colorName === current.colorName,
    );
    return {
      value: String(size),
      dataSizeInGB: size,
      targetId: target.deviceModelSaleId,
      selected: size === current.dataSizeInGB,
      inStock: target.inStock,
    };
  });
  return { colours, storages };
}
