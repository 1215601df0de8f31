/**
 * Payment methods and accounts (SPEC §7): the market's methods, those a cart may use, the SEPA
 * mandate, and the logged-in customer's open position and change to invoice.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  allowedMethods,
  IBAN_FIELD_CODES,
  invoiceChangeRequest,
  openPosition,
  paymentCart,
  sepaMandateRequest,
  simpleResult,
} from '../../../../lib/content-api/schemas';
import { fieldErrorsOf } from '../../../../lib/content-api/field-errors';
import type { Clock } from '../../clock';
import { apiError, type Env } from '../../context';
import { requireCustomer, type CustomerEnv } from '../../require-customer';
import { formatIban, ibanProblem, normalizeIban } from '../../../../lib/domain/iban';
import { allowedMethodsFor, methodEntry } from '../../rules/payment-methods';
import { refusesDirectDebit } from '../../sandbox/payment/test-ibans';
import type { Store } from '../../store';
import type { BillingContract } from '../../store/payment';
import { invalid, jsonBody, notOffered, payable } from './shared';

/** An IBAN with all but its country, check digits and last four characters hidden ("AT61 **** **** **** 3201"). */
function maskIban(input: string): string {
  const iban = normalizeIban(input);
  return formatIban(iban.slice(0, 4) + '*'.repeat(iban.length - 8) + iban.slice(-4));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function paymentMethodRoutes(store: Pick<Store, 'payment' | 'customers'>, clock: Clock) {
  const { payment } = store;
  const app = new Hono<Env>();
  const entries = (market: Parameters<typeof payment.setup>[0], methods: Parameters<typeof allowedMethodsFor>[0]) =>
    allowedMethods.parse(methods.map((name) => methodEntry(name, payment.setup(market)?.financing?.provider)));

  /** GET /payment/methods: the methods the market offers, in its order. */
  app.get('/methods', (c) => c.json(entries(c.get('market'), payment.setup(c.get('market'))?.methods ?? [])));

  /** POST /payment/methods/allowed {items, isCompany}: the methods this cart may use (rules/payment-methods.ts). */
  app.post('/methods/allowed', async (c) => {
    const cart = paymentCart.safeParse(await jsonBody(c));
    if (!cart.success) return invalid(c, fieldErrorsOf(cart.error.issues));
    const market = c.get('market');
    return c.json(entries(market, allowedMethodsFor(payment.setup(market)?.methods ?? [], cart.data)));
  });

  /**
   * PUT /payment/method/sepa {billingContractId, accountHolder, iban, mandateAccepted}: the direct-debit
   * mandate for the contract's bills. 400 with field codes (the IBAN: unsupported_country,
   * invalid_length, invalid_checksum, invalid_format; the mandate: consent_required); 200 SUCCESS with
   * the mandate reference, or ERROR DIRECT_DEBIT_REFUSED when the account's bank refuses direct debits.
   */
  app.put('/method/sepa', async (c) => {
    const raw = await jsonBody(c);
    const body = sepaMandateRequest.safeParse(raw);
    const fields = fieldErrorsOf(body.error?.issues ?? []);
    // The IBAN rule runs whatever else is wrong, so the form shows every problem at once.
    const iban = (raw as { iban?: unknown } | undefined)?.iban;
    const problem = typeof iban === 'string' && !fields.some((f) => f.field === 'iban') ? ibanProblem(iban) : undefined;
    if (problem) fields.push({ field: 'iban', code: IBAN_FIELD_CODES[problem] });
    if (!body.success || fields.length > 0) return invalid(c, fields);
    const found = payable(c, store, clock, body.data.billingContractId, 'SEPA', { paid: 'allowed' });
    if (!found.ok) return found.response;
    if (refusesDirectDebit(body.data.iban)) return c.json(simpleResult.parse({ result: 'ERROR', reason: 'DIRECT_DEBIT_REFUSED' }));
    const reference = `SBX-${c.get('market')}-${randomBytes(6).toString('hex').toUpperCase()}`;
    payment.saveContract({
      ...found.contract,
      paymentMethod: 'SEPA',
      mandate: {
        reference,
        iban: maskIban(body.data.iban),
        accountHolder: body.data.accountHolder,
        signedAt: clock.now().toISOString(),
      },
    });
    return c.json(simpleResult.parse({ result: 'SUCCESS', mandateReference: reference }));
  });

  // The logged-in customer's account: a valid bearer token, 401 otherwise (SPEC §8).
  const customer = requireCustomer(store, clock);

  /** The customer's billing contract: `id` when it is theirs, their own account without one. */
  const contractOf = (c: Context<CustomerEnv>, id: string | undefined): BillingContract | undefined => {
    const { customerNumber } = c.get('customer');
    const contract = payment.contract(c.get('market'), id ?? `BC-${customerNumber}`);
    return contract?.customer?.customerNumber === customerNumber ? contract : undefined;
  };
  const noContract = (c: Context) => apiError(c, 404, 'not_found', 'No such billing contract of this customer.');

  /** GET /payment/openposition[/{id}]: what the customer still owes on a billing contract, and how it is paid. */
  const position = (c: Context<CustomerEnv>, id?: string) => {
    const contract = contractOf(c, id);
    if (!contract?.customer) return noContract(c);
    return c.json(openPosition.parse({ customer: contract.customer, paymentMethod: contract.paymentMethod, money: contract.open }));
  };
  app.get('/openposition', customer, (c) => position(c));
  app.get('/openposition/:id', customer, (c) => position(c, c.req.param('id')));

  /**
   * PUT /payment/changemethod/invoice {billingContractId?}: the customer's bills by invoice from now
   * on (an empty body means their own account). 404 where the market takes no invoice, 400
   * method_not_allowed for a prepaid-only account.
   */
  app.put('/changemethod/invoice', customer, async (c) => {
    const raw = await c.req.text();
    const body = invoiceChangeRequest.safeParse(raw.trim() ? parseJson(raw) : {});
    if (!body.success) return invalid(c, fieldErrorsOf(body.error.issues));
    if (!payment.setup(c.get('market'))?.methods.includes('INVOICE')) return notOffered(c, 'INVOICE');
    const contract = contractOf(c, body.data.billingContractId);
    if (!contract) return noContract(c);
    if (allowedMethodsFor(['INVOICE'], contract.cart).length === 0) {
      return apiError(c, 400, 'method_not_allowed', 'A prepaid account cannot pay by invoice.');
    }
    payment.saveContract({ ...contract, paymentMethod: 'INVOICE', mandate: undefined });
    return c.json(simpleResult.parse({ result: 'SUCCESS' }));
  });

  return app;
}
