import { Hono } from 'hono';
import { fixedLineTariff, tariff } from '@storefront/wire';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import { apiError, wire, type Ctx, type Env } from '../context';
import { fixedLinePriceList, tariffPriceList } from '../documents/price-list';
import { withdrawalDocument } from '../documents/withdrawal';
import { renderPdf, type PdfDocument } from '../pdf';
import { isWithin } from '../seed-day';
import type { Store } from '../store';
import type { TariffStore } from '../store/tariffs';

/** File names the API serves: lower-case letters, digits and hyphens, ending in .pdf. */
const FILE_NAME = /^[a-z0-9-]+\.pdf$/;

const marketOfSlug = (slug: string): MarketCode | undefined => Object.values(MARKETS).find((m) => m.slug === slug)?.code;

/**
 * A tariff's legal document by its URL. Tariffs that are no longer sold keep theirs (existing
 * customers need them); tariffs not yet on sale on the read day have none.
 */
function priceList(c: Ctx, tariffs: TariffStore, name: string): PdfDocument | undefined {
  const url = `/files/legal/${name}`;
  const market = marketOfSlug(name.split('-')[0] ?? '');
  if (!market) return undefined;
  const { day, today } = c.get('read');
  const started = (t: { validFrom?: string }) => isWithin({ validFrom: t.validFrom }, day, today);
  const language = c.get('language');
  const mobile = tariffs.mobile(market).find((t) => t.legalDocument?.url === url && started(t));
  if (mobile) return tariffPriceList(market, language, day, wire(c, tariff, mobile));
  const fixed = tariffs.fixedLine(market).find((t) => t.legalDocument?.url === url && started(t));
  if (fixed) return fixedLinePriceList(market, language, day, wire(c, fixedLineTariff, fixed));
  return undefined;
}

/**
 * GET /files/legal/:name: the withdrawal information of a market (withdrawal-<market>.pdf) in the
 * language of Accept-Language, and the tariffs' legal documents named in `legalDocument.url`.
 */
export function fileRoutes({ tariffs, config }: Pick<Store, 'tariffs' | 'config'>) {
  const app = new Hono<Env>();

  app.get('/legal/:name', (c) => {
    const name = c.req.param('name');
    if (!FILE_NAME.test(name)) return apiError(c, 404, 'not_found', 'No such file.');
    const withdrawalMarket = /^withdrawal-([a-z]+)\.pdf$/.exec(name)?.[1];
    let document: PdfDocument | undefined;
    if (withdrawalMarket !== undefined) {
      const market = marketOfSlug(withdrawalMarket);
      if (market) document = withdrawalDocument(market, c.get('language'), config.mandant(market)?.email);
    } else {
      document = priceList(c, tariffs, name);
    }
    if (!document) return apiError(c, 404, 'not_found', 'No such file.');
    return c.body(renderPdf(document), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Content-Language': c.get('language'),
    });
  });

  return app;
}
