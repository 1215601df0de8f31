/** The PDF of an invoice: who is billed, each product's charge and usage, the total with VAT, and how it is paid. */
import { MARKETS } from '@storefront/markets/markets';
import type { L } from '../../seed/types';
import { pick } from '../localise';
import type { PdfBlock, PdfDocument } from '../pdf';
import type { Month } from './calendar';
import { invoiceLines, invoiceOf, type InvoiceContext } from './invoices';

const T = {
  title: { en: 'Invoice', de: 'Rechnung', fr: 'Facture', it: 'Fattura' },
  number: { en: 'Invoice number', de: 'Rechnungsnummer', fr: 'Numéro de facture', it: 'Numero fattura' },
  date: { en: 'Invoice date', de: 'Rechnungsdatum', fr: 'Date de facture', it: 'Data fattura' },
  period: { en: 'Billing period', de: 'Abrechnungszeitraum', fr: 'Période de facturation', it: 'Periodo di fatturazione' },
  customer: { en: 'Customer number', de: 'Kundennummer', fr: 'Numéro de client', it: 'Numero cliente' },
  charge: { en: 'monthly charge', de: 'monatliches Entgelt', fr: 'redevance mensuelle', it: 'canone mensile' },
  usage: {
    en: 'usage beyond included units',
    de: 'Nutzung über Inklusivleistungen',
    fr: 'consommation hors forfait',
    it: 'consumi oltre il pacchetto',
  },
  total: { en: 'Total', de: 'Gesamtbetrag', fr: 'Total', it: 'Totale' },
  vat: { en: 'includes VAT', de: 'inkl. USt.', fr: 'TVA incluse', it: 'IVA inclusa' },
  status: { en: 'Status', de: 'Status', fr: 'Statut', it: 'Stato' },
  method: { en: 'Payment method', de: 'Zahlungsart', fr: 'Moyen de paiement', it: 'Metodo di pagamento' },
} satisfies Record<string, L>;

export function invoiceDocument(ctx: InvoiceContext, month: Month): PdfDocument {
  const t = (key: keyof typeof T) => pick(T[key], ctx.language);
  const invoice = invoiceOf(ctx, month);
  const market = MARKETS[ctx.market];
  const format = (amount: number) =>
    new Intl.NumberFormat(`${ctx.language}-${market.country}`, { style: 'currency', currency: market.currency }).format(amount);
  const { customer } = ctx;
  const { personal } = customer;
  const address = [`${personal.street} ${personal.houseNumber}`, personal.block, personal.doorNumber].filter(Boolean).join('/');
  const lines: PdfBlock[] = invoiceLines(ctx, month).flatMap(({ product, charge, usage }) => [
    { text: `${product.product.name}${product.product.msisdn ? ` (${product.product.msisdn})` : ''}`, style: 'heading' as const },
    { text: `${t('charge')}: ${format(charge)}` },
    ...(usage > 0 ? [{ text: `${t('usage')}: ${format(usage)}` }] : []),
  ]);
  return {
    title: `${t('title')} ${invoice.billperiod}`,
    author: customer.companyName ?? `${customer.firstName} ${customer.lastName}`,
    blocks: [
      { text: customer.companyName ?? `${customer.firstName} ${customer.lastName}` },
      ...(customer.companyName ? [{ text: `${customer.firstName} ${customer.lastName}` }] : []),
      { text: address },
      { text: `${personal.zip} ${personal.city}` },
      { gap: true },
      { text: `${t('customer')}: ${customer.customerNumber}` },
      { text: `${t('number')}: ${invoice.invoiceNumber}` },
      { text: `${t('date')}: ${invoice.invoiceDate}` },
      { text: `${t('period')}: ${invoice.billperiod}` },
      { gap: true },
      ...lines,
      { gap: true },
      { text: `${t('total')}: ${format(invoice.total.amount)} (${t('vat')} ${market.vatRate} %)`, style: 'heading' },
      { text: `${t('status')}: ${invoice.statusText}` },
      { text: `${t('method')}: ${ctx.paidBy.paymentMethod}`, style: 'small' },
    ],
  };
}
