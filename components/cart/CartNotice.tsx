import { getTranslations } from 'next-intl/server';

/** Cart answers of POST /api/cart that refused an item (lib/cart/verify.ts), each with its own message. */
const REFUSALS = {
  out_of_stock: 'outOfStock',
  tariff_required: 'tariffRequired',
  invalid_combination: 'invalidCombination',
  supplier_mismatch: 'supplierMismatch',
  partner_link_required: 'partnerLinkRequired',
} as const;

/** Failures the door answers to any cart form (bad input, too many posts): the form kit's messages. */
const FORM_FAILURES = ['invalid_request', 'rate_limited'] as const;

type Props = {
  notice?: string;
  name?: string;
  kind?: 'tariff' | 'device' | 'fixedline';
  dropped: boolean;
  /** The service line, offered where SPEC §8 says "contact us". */
  phone?: string;
  /** The activation date field's id when it shows a fault: the notice links to it. */
  activationDateField?: string;
};

/**
 * What the last cart action did (added, replaced, removed, refused, saved), SPEC §8's
 * removed-because-unavailable and only-one-tariff, and what came back from the checkout: payment failed,
 * order cancelled or not. `kind` is the kind of the item the notice is about.
 */
export async function CartNotice({ notice, name, kind, dropped, phone, activationDateField }: Props) {
  const t = await getTranslations('cart');
  const form = await getTranslations('form');
  const messages: string[] = [];
  const errors: string[] = [];
  if (name && notice === 'added') messages.push(t('added', { name }));
  if (name && notice === 'replaced') messages.push(kind === 'fixedline' ? t('replacedLine', { name }) : t('replaced', { name }));
  if (name && notice === 'removed') messages.push(t('removed', { name }));
  if (notice === 'saved') messages.push(name ? t('savedSim', { name }) : t('savedDate'));
  if (notice === 'order_cancelled') messages.push(t('orderCancelled'));
  const refusal = Object.entries(REFUSALS).find(([code]) => code === notice)?.[1];
  if (refusal) errors.push(t(refusal));
  const formFailure = FORM_FAILURES.find((code) => code === notice);
  if (formFailure) errors.push(form(formFailure));
  if (notice === 'cancel_failed') errors.push(phone ? `${form('not_cancellable')} ${t('callUs', { phone })}` : form('not_cancellable'));
  if (dropped || notice === 'unavailable' || notice === 'unknown_product') messages.push(t('unavailable'));
  if (messages.length === 0 && errors.length === 0 && !activationDateField) return null;
  return (
    <div className={`notice${errors.length > 0 || activationDateField ? ' notice--error' : ''}`} role="status">
      {[...errors, ...messages].map((m) => (
        <p key={m}>{m}</p>
      ))}
      {activationDateField && (
        <p>
          <a href={`#${activationDateField}`}>{t('checkActivationDate')}</a>
        </p>
      )}
    </div>
  );
}
