import { getTranslations } from 'next-intl/server';
import { isValidServiceNumber, telHref } from '@/lib/domain/service-numbers';

/**
 * What came back from an item's cancel button (app/api/checkout/order/cancel-item): cancelled, or SPEC
 * §8's "order could not be cancelled (contact us)" with the service line.
 */
export async function CancelNotice({ notice, phone }: { notice: string | undefined; phone: string | undefined }) {
  const t = await getTranslations('checkoutThankYou.order');
  const form = await getTranslations('form');
  if (notice === 'item_cancelled') {
    return (
      <p className="notice" role="status">
        {t('itemCancelledNotice')}
      </p>
    );
  }
  if (notice !== 'cancel_failed') return null;
  return (
    <p className="notice notice--error" role="alert">
      {form('not_cancellable')}
      {phone && (
        <>
          {' '}
          {t('callUs')} {isValidServiceNumber(phone) ? <a href={telHref(phone)}>{phone}</a> : phone}
        </>
      )}
    </p>
  );
}
