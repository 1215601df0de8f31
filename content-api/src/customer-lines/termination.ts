/**
 * POST /customerarea/contract:terminate: a line (mobile or fixed) ends on its effective date, the
 * earliest of which is lib/domain/line-contract.ts earliestTerminationDate: contracts one month's
 * notice to the end of a month (the last day of next month), or the end of a running minimum term
 * when later; prepaid lines the same day. The customer may name a later day, within a year. Devices
 * are bought, not subscribed: they are paid off, not terminated. A line is terminated once.
 */
import { randomInt } from 'node:crypto';
import type { FieldErrorBody, TerminationRequest } from '@storefront/wire';
import { addMonths, earliestTerminationDate } from '@storefront/rules/line-contract';
import { terminationConsequences } from '@storefront/rules/termination-consequences';
import type { L } from '../../seed/types';
import type { Clock } from '../clock';
import { fill, type Language } from '../localise';
import { leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import { contactOf } from './contact';
import type { Line } from './lines';
import { minimumTermEnd } from './term';
import { storeTermination, terminationOf, type StoredTermination } from './terminations';

export type TerminationOutcome =
  | { ok: true; termination: StoredTermination }
  | { ok: false; fields: FieldErrorBody['fields'] }
  | { ok: false; conflict: 'not_terminable' | 'already_terminated'; message: string };

const SUBJECT: L = {
  en: 'Your termination of {product}',
  de: 'Ihre Kündigung von {product}',
  fr: 'Votre résiliation de {product}',
  it: 'La tua disdetta di {product}',
};
const TEXT: L = {
  en: 'We received your termination of {product} ({number}) on {received}. The line ends on {effective}. Confirmation number: {confirmation}.',
  de: 'Wir haben Ihre Kündigung von {product} ({number}) am {received} erhalten. Die Leitung endet am {effective}. Bestätigungsnummer: {confirmation}.',
  fr: 'Nous avons reçu votre résiliation de {product} ({number}) le {received}. La ligne prend fin le {effective}. Numéro de confirmation : {confirmation}.',
  it: 'Abbiamo ricevuto la tua disdetta di {product} ({number}) il {received}. La linea termina il {effective}. Numero di conferma: {confirmation}.',
};

export function terminate(
  store: Pick<Store, 'tariffs' | 'customerState' | 'outbox'>,
  clock: Clock,
  line: Line,
  body: TerminationRequest,
  language: Language,
): TerminationOutcome {
  if (line.product.type === 'Device') return { ok: false, conflict: 'not_terminable', message: 'A device is paid off, not terminated.' };
  if (terminationOf(store, line)) return { ok: false, conflict: 'already_terminated', message: 'This product is terminated already.' };
  const runtimeEnd = minimumTermEnd(store, line);
  const earliest = earliestTerminationDate(line.today, line.product.paymentType, runtimeEnd);
  if (body.requestedDate !== undefined && (body.requestedDate < earliest || body.requestedDate > addMonths(earliest, 12))) {
    return { ok: false, fields: [{ field: 'requestedDate', code: 'unavailable_date' }] };
  }
  const now = clock.now();
  const effectiveDate = body.requestedDate ?? earliest;
  const confirmationNumber = `K-${String(randomInt(100_000_000)).padStart(8, '0')}`;
  const contact = contactOf(store, line.customer);
  const termination: StoredTermination = {
    confirmationNumber,
    productKey: line.product.key,
    paymentType: line.product.paymentType,
    receivedAt: now.toISOString(),
    effectiveDate,
    runtimeEnd: runtimeEnd ?? null,
    consequences: terminationConsequences(
      {
        paymentType: line.product.paymentType,
        hasNumber: line.product.msisdn !== undefined,
        ...(runtimeEnd !== undefined ? { runtimeEnd } : {}),
        paysOffDevice: line.customer.products.some((p) => p.type === 'Device'),
      },
      effectiveDate,
    ),
    confirmationSentTo: contact,
    ...(body.reason ? { reason: body.reason } : {}),
  };
  storeTermination(store, line, termination);
  const values = {
    product: line.product.name,
    number: line.product.msisdn ?? line.product.key,
    received: line.today,
    effective: effectiveDate,
    confirmation: confirmationNumber,
  };
  store.outbox.send(
    line.market,
    {
      ...contact,
      subject: fill(SUBJECT, language, values),
      text: fill(TEXT, language, values),
      customerNumber: line.customer.customerNumber,
    },
    now,
    leadRetentionCutoff(now),
  );
  return { ok: true, termination };
}
