import { getTranslations } from 'next-intl/server';

/** Cart answers of POST /api/cart that refused an item (lib/cart/verify.ts), each with its own message. */
const REFUSALS = {
  out_of_stock: 'outOfStock',
  tariff_required: 'tariffRequired',
  invalid_combination: 'invalidCombination',
  supplier_mismatch: 'supplierMismatch',
} as const;

/**
 * What the last cart action did (added, replaced, removed, refused), and SPEC §8's
 * removed-because-unavailable. `kind` is the kind of the item the notice is about.
 */
export async function CartNotice({ notice, name, kind, dropped }: { notice?: string; name?: string; kind?: 'tariff' | 'device' | 'fixedline'; dropped: boolean }) {
  const t = await getTranslations('cart');
  const messages: string[] = [];
  if (name && notice === 'added') messages.push(t('added', { name }));
  if (name && notice === 'replaced') messages.push(kind === 'fixedline' ? t('replacedLine', { name }) : t('replaced', { name }));
  if (name && notice === 'removed') messages.push(t('removed', { name }));
  const refusal = Object.entries(REFUSALS).find(([code]) => code === notice)?.[1];
  if (refusal) messages.push(t(refusal));
  if (dropped || notice === 'unavailable' || notice === 'unknown_product') messages.push(t('unavailable'));
  if (messages.length === 0) return null;
  return (
    <div className={`notice${refusal ? ' notice--error' : ''}`} role="status">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}
