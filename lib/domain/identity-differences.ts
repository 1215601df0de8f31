import type { IdAustriaValidation, IdentityData } from '@storefront/wire';

/**
 * How the differences between what the customer typed and what the national digital ID says are
 * shown before the customer takes over the identity's data (SPEC §7 takeoveridaustriadataandfinish/):
 * one row per thing a person recognises (the name, the birth date, the address), only where
 * something in it differs, each with the whole value as typed and as the identity has it.
 */

type Difference = IdAustriaValidation['differences'][number];

export const DIFFERENCE_ROWS = {
  name: ['firstName', 'lastName'],
  birthDate: ['birthday'],
  address: ['street', 'houseNumber', 'zip', 'city', 'country'],
} as const satisfies Record<string, readonly (keyof IdentityData)[]>;
export type DifferenceRow = keyof typeof DIFFERENCE_ROWS;

/** The data as typed: the identity's, with the typed value wherever the two differ. */
export function typedData(identity: IdentityData, differences: readonly Difference[]): IdentityData {
  const typed: IdentityData = { ...identity };
  for (const { field, typed: value } of differences) typed[field] = value;
  return typed;
}

/** The rows to show, in the order name, birth date, address: those with a differing field. */
export function differingRows(differences: readonly Difference[]): DifferenceRow[] {
  const fields = new Set(differences.map((d) => d.field));
  return (Object.keys(DIFFERENCE_ROWS) as DifferenceRow[]).filter((row) => DIFFERENCE_ROWS[row].some((field) => fields.has(field)));
}
