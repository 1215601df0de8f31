import type { ProductLeaf, PropertyValueLeaf, QuantitativeValueLeaf, UnitPriceSpecificationLeaf, WithContext } from 'schema-dts';
import { dayIn } from '@/lib/domain/opening-hours';
import { roundTariffPrice, sameCurrency } from '@/lib/domain/price';
import type { Amount, Tariff } from '@/lib/platform/content-api/schemas';
import { organizationId, productWithOffer } from '@/lib/platform/seo/json-ld';
import { dealOf, type TariffView } from './tariff-view';

/** The facts a tariff states as additionalProperty, each under the label its page shows. */
export type TariffFact =
  | 'data'
  | 'minutes'
  | 'sms'
  | 'euRoamingData'
  | 'euRoamingVoice'
  | 'euRoamingSms'
  | 'euCalls'
  | 'maxDownload'
  | 'maxUpload'
  | 'fiveG'
  | 'dataRollover';

/** The page's own words the structured data repeats: fact labels and the price lines it shows. */
export type TariffTexts = {
  labels: Record<TariffFact, string>;
  unlimited: string;
  /** A business tariff's gross price as the page states it beside the net one ("£ 10.80 incl. 20% VAT"). */
  grossPrice?: string;
  /** The setup period's line ("First 3 months: £ 10.00 each"). */
  setupPeriod?: string;
  /** The one-off setup fee's line ("One-off setup fee: £ 25.00"). */
  setupFeeOnce?: string;
};

type PriceSpec = UnitPriceSpecificationLeaf;

/** One price per bill period, in UN/CEFACT codes: MON a month, WEE for four weeks, DAY for 30 days. */
const BILL_PERIOD: Record<Tariff['billPeriodType'], { unitCode: string; value: number }> = {
  MONTH: { unitCode: 'MON', value: 1 },
  FOUR_WEEKS: { unitCode: 'WEE', value: 4 },
  DAYS_30: { unitCode: 'DAY', value: 30 },
};

const SUBSCRIPTION = 'https://schema.org/Subscription';

/** The fee the page shows in large: net for business tariffs (VAT beside it), gross for everyone else. */
const shownFee = ({ net, gross }: TariffView) => (net ? net.amount : gross);

/**
 * The tariff's prices as the page shows them, in the order they are billed (schema.org price
 * components, as Google proposed them for mobile plans, schema.org issue 2689):
 * - the setup period (SPEC §3: a reduced or raised basic fee in the first months), its length as
 *   billingDuration;
 * - the regular fee from then on (billingStart), billed for the rest of the minimum term
 *   (billingDuration) or open-ended without one; net with valueAddedTaxIncluded false for business;
 * - the one-off setup fee where there is one (ActivationFee);
 * - a crossed-out former price as StrikethroughPrice.
 * Setup amounts are Money, gross by SPEC §3; any amount in another currency is left out (lib/domain/price).
 */
function priceSpecifications(view: TariffView, texts: TariffTexts): PriceSpec[] {
  const { tariff, currency, net } = view;
  const period = BILL_PERIOD[tariff.billPeriodType];
  const monthly = period.unitCode === 'MON';
  // The setup period and the minimum term are in months: a number in the price's own unit when it bills
  // monthly, else a quantity of months (billingStart counts in the price's unit, so only monthly has one).
  const months = (count: number): number | QuantitativeValueLeaf =>
    monthly ? count : { '@type': 'QuantitativeValue', value: count, unitCode: 'MON' };
  const perPeriod = (amount: number, valueAddedTaxIncluded: boolean): PriceSpec => ({
    '@type': 'UnitPriceSpecification',
    price: roundTariffPrice(amount),
    priceCurrency: currency,
    unitCode: period.unitCode,
    referenceQuantity: { '@type': 'QuantitativeValue', value: period.value, unitCode: period.unitCode },
    billingIncrement: period.value,
    valueAddedTaxIncluded,
  });
  const setup =
    tariff.setupFee && sameCurrency(currency, [tariff.setupFee.setupFee, tariff.setupFee.basicFeeDuringSetupFeeDuration])
      ? tariff.setupFee
      : undefined;
  const termLeft = tariff.commitmentMonths - (setup?.duration ?? 0);
  const crossed = dealOf(view, 'crossedOutPrice');
  return [
    ...(setup
      ? [
          {
            ...perPeriod(setup.basicFeeDuringSetupFeeDuration.amount, true),
            priceComponentType: SUBSCRIPTION,
            billingDuration: months(setup.duration),
            ...(texts.setupPeriod ? { name: texts.setupPeriod } : {}),
            ...(setup.description ? { description: setup.description } : {}),
          } satisfies PriceSpec,
        ]
      : []),
    {
      ...perPeriod(shownFee(view), !net),
      priceComponentType: SUBSCRIPTION,
      ...(setup && monthly ? { billingStart: setup.duration } : {}),
      ...(termLeft > 0 ? { billingDuration: months(termLeft) } : {}),
      ...(texts.grossPrice ? { description: texts.grossPrice } : {}),
    },
    ...(setup && setup.setupFee.amount > 0
      ? [
          {
            '@type': 'UnitPriceSpecification',
            priceComponentType: 'https://schema.org/ActivationFee',
            price: setup.setupFee.amount,
            priceCurrency: currency,
            valueAddedTaxIncluded: true,
            ...(texts.setupFeeOnce ? { name: texts.setupFeeOnce } : {}),
          } satisfies PriceSpec,
        ]
      : []),
    ...(crossed
      ? [{ ...perPeriod(crossed.formerAmount, !net), priceType: 'https://schema.org/StrikethroughPrice' } satisfies PriceSpec]
      : []),
  ];
}

/** An allowance as PropertyValue: a number with its unit, the page's word for unlimited, or a price per use as written. */
function allowance(name: string, amount: Amount, unlimited: string): PropertyValueLeaf {
  if (amount.isUnlimited) return { '@type': 'PropertyValue', name, value: unlimited };
  // SPEC §3: "Cent/Minute", "Cent/SMS" are prices per use, not an amount of anything.
  if (amount.unit.includes('/')) return { '@type': 'PropertyValue', name, value: amount.unit };
  return { '@type': 'PropertyValue', name, value: amount.value, unitText: amount.unit };
}

function facts(tariff: Tariff, { labels, unlimited }: TariffTexts): PropertyValueLeaf[] {
  const speed = (name: string, value: number): PropertyValueLeaf => ({
    '@type': 'PropertyValue',
    name,
    value,
    unitCode: 'E20',
    unitText: 'Mbit/s',
  });
  const flag = (name: string, value: boolean): PropertyValueLeaf => ({ '@type': 'PropertyValue', name, value });
  return [
    allowance(labels.data, tariff.data, unlimited),
    allowance(labels.minutes, tariff.voice, unlimited),
    allowance(labels.sms, tariff.sms, unlimited),
    allowance(labels.euRoamingData, tariff.euRoamingData, unlimited),
    allowance(labels.euRoamingVoice, tariff.euRoamingVoice, unlimited),
    allowance(labels.euRoamingSms, tariff.euRoamingSms, unlimited),
    ...(tariff.euCalls ? [allowance(labels.euCalls, tariff.euCalls, unlimited)] : []),
    speed(labels.maxDownload, tariff.speedData.maxDownload),
    speed(labels.maxUpload, tariff.speedData.maxUpload),
    flag(labels.fiveG, tariff.hasFiveG),
    flag(labels.dataRollover, tariff.hasDataRollover),
  ];
}

/**
 * A tariff's detail page as schema.org Product: its Offer's price is the fee per bill period as the page
 * shows it (net for business tariffs), with the price components above, and the allowances as
 * additionalProperty. An expiring deal's end is the offer's priceValidUntil (its day in the market).
 * Never called for a hidden tariff (ADR 16): its page carries no structured data.
 */
export function tariffProduct(
  view: TariffView,
  { url, origin, timeZone, texts }: { url: string; origin: string; timeZone: string; texts: TariffTexts },
): WithContext<ProductLeaf> {
  const { tariff } = view;
  const expiring = dealOf(view, 'expiring');
  return productWithOffer(
    {
      name: tariff.tariffName,
      url,
      sku: tariff.tariffModelSalesId,
      description: tariff.tariffDescription,
      brand: { '@id': organizationId(origin) },
      additionalProperty: facts(tariff, texts),
    },
    {
      price: roundTariffPrice(shownFee(view)),
      priceCurrency: view.currency,
      inStock: true,
      url,
      origin,
      priceSpecification: priceSpecifications(view, texts),
      ...(expiring ? { priceValidUntil: dayIn(timeZone, expiring.validUntil) } : {}),
    },
  );
}
