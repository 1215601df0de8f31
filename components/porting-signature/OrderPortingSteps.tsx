import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PlacedOrderAccess } from '@/lib/checkout/progress';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { PlacedOrder } from '@/lib/platform/content-api/schemas';
import { portingsToSign } from '@/lib/porting/order-steps';
import type { Site } from '@/lib/platform/site/site';
import './porting-signature.css';
import '@/components/checkout/thank-you/thank-you.css';

/**
 * The thank-you page's step for each ported number of the order whose porting authorisation is not
 * signed yet (issue 16 §2): a link to its signature page. Nothing when there is none.
 */
export async function OrderPortingSteps({ site, order, access }: { site: Site; order: PlacedOrder; access: PlacedOrderAccess }) {
  const toSign = await portingsToSign(site.content, order, access);
  if (toSign.length === 0) return null;
  const t = await getTranslations('portingSignature.steps');
  return (
    <section className="thank-you__section notice notice--neutral" aria-labelledby="porting-steps">
      <h2 id="porting-steps">{t('heading')}</h2>
      <p>{t('text')}</p>
      <ul className="porting-steps">
        {toSign.map(({ id, phoneNumber }) => (
          <li key={id}>
            <Link className="button button--primary" href={localizedPath(site, '/porting-signature/[id]', { id })}>
              {t('link', { number: phoneNumber })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
