import { getTranslations } from 'next-intl/server';

/** What the last cart action did (added, replaced, removed), and SPEC §8's removed-because-unavailable. */
export async function CartNotice({ notice, name, dropped }: { notice?: string; name?: string; dropped: boolean }) {
  const t = await getTranslations('cart');
  const messages: string[] = [];
  if (name && notice === 'added') messages.push(t('added', { name }));
  if (name && notice === 'replaced') messages.push(t('replaced', { name }));
  if (name && notice === 'removed') messages.push(t('removed', { name }));
  if (dropped || notice === 'unavailable') messages.push(t('unavailable'));
  if (messages.length === 0) return null;
  return (
    <div className="notice" role="status">
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}
