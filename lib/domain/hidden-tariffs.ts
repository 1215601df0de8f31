/**
 * SPEC (end of §9): a session-storage list tracks hidden tariffs that were already shown. A hidden
 * tariff is reachable by its link; once seen, the overview lists it for the rest of the session.
 */
export const SHOWN_HIDDEN_TARIFFS_KEY = 'shownHiddenTariffs';
const MAX_ENTRIES = 50;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readShownHiddenTariffs(storage: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(SHOWN_HIDDEN_TARIFFS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberShownHiddenTariff(storage: KeyValueStorage, id: string): string[] {
  const list = [...readShownHiddenTariffs(storage).filter((v) => v !== id), id].slice(-MAX_ENTRIES);
  try {
    storage.setItem(SHOWN_HIDDEN_TARIFFS_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: the tariff stays reachable by its link
  }
  return list;
}
