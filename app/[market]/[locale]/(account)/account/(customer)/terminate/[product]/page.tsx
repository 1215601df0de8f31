import { getTranslations } from 'next-intl/server';
import { ProductScreenLayout } from '@/components/account/ProductScreenLayout';
import { TerminateContract } from '@/components/account/terminate/TerminateContract';
import { TerminationConsequences } from '@/components/account/terminate/TerminationConsequences';
import { AccountMessages } from '@/components/account/AccountMessages';
import { productScreenMetadata, productScreenOf, type ProductScreenParams } from '@/lib/account/product-screen';
import { productsOf, readOrLogOut } from '@/lib/account/product-of';
import { getCustomerTariff } from '@/lib/platform/content-api/customer-lines';
import { earliestTerminationDate } from '@/lib/domain/line-contract';
import { dayIn } from '@/lib/domain/opening-hours';
import { terminationConsequences } from '@/lib/domain/termination-consequences';
import { dayText } from '@/lib/platform/i18n/day-text';
import '@/components/account/terminate/terminate.css';

export const dynamic = 'force-dynamic';

export const generateMetadata = productScreenMetadata('terminate');

/**
 * Cancelling a contract (issue 15: at most two clicks from the start page). The page says when the
 * line would end if cancelled today and what that means, then asks for the confirmation. A mobile
 * line's tariff tells its minimum term and a cancellation already received; a fixed line's term is
 * not readable, so its page names the rule and the confirmation the day.
 */
export default async function TerminatePage({ params }: { params: ProductScreenParams }) {
  const { session, ...screen } = await productScreenOf(params, 'terminate');
  const { site, product } = screen;
  const { products } = await productsOf(site);
  const t = await getTranslations('accountTermination');
  const tariff =
    product.type === 'IMSI' ? readOrLogOut(site, await getCustomerTariff(site.content, session.token, product.key)) : undefined;
  const line = tariff?.ok ? tariff.data : undefined;

  if (line?.termination) {
    return (
      <ProductScreenLayout {...screen}>
        <section aria-labelledby="termination-already" className="notice">
          <h2 id="termination-already">{t('alreadyHeading')}</h2>
          <p>
            {t('already', {
              received: dayText(line.termination.receivedAt.slice(0, 10), site.locale),
              product: product.name,
              date: dayText(line.termination.effectiveDate, site.locale),
            })}
          </p>
        </section>
      </ProductScreenLayout>
    );
  }

  const today = dayIn(site.market.timeZone, new Date());
  const runtimeEnd = line?.runtimeEnd ?? undefined;
  const effectiveDate = earliestTerminationDate(today, product.paymentType, runtimeEnd);
  const consequences = terminationConsequences(
    {
      paymentType: product.paymentType,
      hasNumber: product.msisdn !== undefined,
      ...(runtimeEnd ? { runtimeEnd } : {}),
      paysOffDevice: products.ok && products.data.some((p) => p.type === 'Device'),
    },
    effectiveDate,
  );
  const date = dayText(effectiveDate, site.locale);
  const reason = product.paymentType === 'PRE_PAY' ? 'prepaid' : runtimeEnd && effectiveDate === runtimeEnd ? 'term' : 'notice';
  return (
    <ProductScreenLayout {...screen}>
      <div className="termination">
        <section aria-labelledby="termination-when">
          <h2 id="termination-when">{t('whenHeading')}</h2>
          {line ? (
            <>
              <p>{t('endsOn', { product: product.name, date })}</p>
              <p>{t('reason', { reason, runtimeEnd: runtimeEnd ? dayText(runtimeEnd, site.locale) : '' })}</p>
            </>
          ) : (
            <p>{t('endsOnAtTheEarliest', { product: product.name, date })}</p>
          )}
        </section>
        <section aria-labelledby="termination-consequences">
          <h2 id="termination-consequences">{t('consequencesHeading')}</h2>
          <TerminationConsequences
            consequences={consequences}
            product={product.name}
            effectiveDate={effectiveDate}
            runtimeEnd={runtimeEnd}
          />
        </section>
        <AccountMessages namespaces={['accountTermination']}>
          <TerminateContract productKey={product.key} product={product.name} {...(product.msisdn ? { number: product.msisdn } : {})} />
        </AccountMessages>
      </div>
    </ProductScreenLayout>
  );
}
