/** The customer area's texts the API writes into its answers (status, delivery and balance names). */
import type { BalanceGroupType, InvoiceStatus } from '@storefront/wire';
import type { L } from '../../seed/types';

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, L> = {
  CREATED: { en: 'Created', de: 'Erstellt', fr: 'Établie', it: 'Creata' },
  APPROVED: { en: 'Due', de: 'Fällig', fr: 'Échue', it: 'In scadenza' },
  PAID: { en: 'Paid', de: 'Bezahlt', fr: 'Payée', it: 'Pagata' },
  PARTIAL_PAID: { en: 'Partly paid', de: 'Teilweise bezahlt', fr: 'Partiellement payée', it: 'Pagata in parte' },
  OPEN: { en: 'Open', de: 'Offen', fr: 'Ouverte', it: 'Aperta' },
  CANCELLED: { en: 'Cancelled', de: 'Storniert', fr: 'Annulée', it: 'Annullata' },
  IN_PROGRESS: { en: 'Payment in progress', de: 'Zahlung in Bearbeitung', fr: 'Paiement en cours', it: 'Pagamento in corso' },
};

export const DELIVERY_TEXT: Record<'EMAIL' | 'POST', L> = {
  EMAIL: { en: 'Sent by e-mail', de: 'Per E-Mail versendet', fr: 'Envoyée par e-mail', it: 'Inviata via e-mail' },
  POST: { en: 'Sent by post', de: 'Per Post versendet', fr: 'Envoyée par la poste', it: 'Inviata per posta' },
};

export const BALANCE_NAME: Record<'home' | 'roaming', Record<BalanceGroupType, L>> = {
  home: {
    DATA: { en: 'Data', de: 'Daten', fr: 'Données', it: 'Dati' },
    MINUTES: { en: 'Minutes', de: 'Minuten', fr: 'Minutes', it: 'Minuti' },
    SMS: { en: 'SMS', de: 'SMS', fr: 'SMS', it: 'SMS' },
  },
  roaming: {
    DATA: { en: 'EU roaming data', de: 'EU-Roaming Daten', fr: 'Données en roaming UE', it: 'Dati in roaming UE' },
    MINUTES: { en: 'EU roaming minutes', de: 'EU-Roaming Minuten', fr: 'Minutes en roaming UE', it: 'Minuti in roaming UE' },
    SMS: { en: 'EU roaming SMS', de: 'EU-Roaming SMS', fr: 'SMS en roaming UE', it: 'SMS in roaming UE' },
  },
};
