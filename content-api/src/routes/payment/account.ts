/**
 * The logged-in customer's account (SPEC §7 Payment for customers): how their bills are paid and its
 * changes to SEPA, invoice, e-bill and EPS (the card change: card-change.ts), and their open position,
 * which the order flows of card.ts and eps.ts pay. Each call needs the customer's bearer token (401
 * otherwise, SPEC §8) and touches only their own billing contract (another's id: 404).
 */
import { Hono, type Context } from 'hono';
import {
  customerEpsRequest,
  ebillRequest,
  customerPaymentMethod,
  invoiceChangeRequest,
  openPosition,
  simpleResult,
  type PaymentMethodName,
  type SepaMandateRequest,
} from '@storefront/wire';
import { fieldErrorsOf } from '@storefront/wire/field-errors';
import { maskIban } from '@storefront/rules/iban';
import { dayOf, type Clock } from '../../clock';
import { apiError, type Ctx, type Env } from '../../context';
import { accountContractId, presentAccountMethod, setAccountMethod, type AccountStores } from '../../customer-payment/account-method';
import { customerOf, requireCustomer, type CustomerEnv } from '../../require-customer';
import { allowedMethodsFor } from '../../rules/payment-methods';
import { dropConnection, ebillAnswer } from '../../sandbox/payment/test-ebill';
import { refusesDirectDebit } from '../../sandbox/payment/test-ibans';
import type { Store } from '../../store';
import type { BillingContract } from '../../store/payment';
import { newMandateReference } from './sepa';
import { notOffered } from './payable';
import { jsonBody } from '../../json-body';
import { invalid } from '../../invalid-request';

type AccountRouteStores = AccountStores & Pick<Store, 'customers'>;

const noContract = (c: Context) => apiError(c, 404, 'not_found', 'No such billing contract of this customer.');

/** The customer's billing contract: `id` when it is theirs, their own account without one. */
export function accountOf(
  { payment }: Pick<Store, 'payment'>,
  market: BillingContract['market'],
  customerNumber: string,
  id?: string,
): BillingContract | undefined {
  const contract = payment.contract(market, id ?? accountContractId(customerNumber));
  return contract?.customer?.customerNumber === customerNumber ? contract : undefined;
}

/** Whether the account may switch to `method`: 404 where the market has no such change, 400 when its products rule it out. */
export function refusedSwitch(
  c: Context,
  { payment }: Pick<Store, 'payment'>,
  contract: BillingContract,
  method: PaymentMethodName,
): Response | undefined {
  if (!payment.setup(contract.market)?.accountMethods.includes(method)) return notOffered(c, method);
  if (allowedMethodsFor([method], contract.cart).length === 0) {
    return apiError(c, 400, 'method_not_allowed', `An account with only prepaid lines cannot pay by ${method}.`);
  }
  return undefined;
}

/** The SEPA mandate as the account's method: SUCCESS with its reference, or ERROR when the bank refuses direct debits. */
export function saveAccountSepa(
  c: Context,
  store: AccountStores,
  clock: Clock,
  contract: BillingContract,
  mandate: Pick<SepaMandateRequest, 'iban' | 'accountHolder'>,
): Response {
  const refused = refusedSwitch(c, store, contract, 'SEPA');
  if (refused) return refused;
  if (refusesDirectDebit(mandate.iban)) return c.json(simpleResult.parse({ result: 'ERROR', reason: 'DIRECT_DEBIT_REFUSED' }));
  const mandateReference = newMandateReference(contract.market);
  setAccountMethod(store, contract, {
    method: 'SEPA',
    sepa: { iban: maskIban(mandate.iban), accountHolder: mandate.accountHolder, mandateReference, signedAt: clock.now().toISOString() },
  });
  return c.json(simpleResult.parse({ result: 'SUCCESS', mandateReference }));
}

/** PUT /payment/method/sepa {accountHolder, iban, mandateAccepted} with a bearer token (body checked): the customer's bills by direct debit. */
export function accountSepa(
  c: Ctx,
  store: AccountRouteStores,
  clock: Clock,
  mandate: Pick<SepaMandateRequest, 'iban' | 'accountHolder'>,
): Response {
  const customer = customerOf(c, store, clock);
  if (!customer) return apiError(c, 401, 'unauthorized', 'A valid bearer token is required.');
  const contract = accountOf(store, customer.market, customer.customerNumber);
  if (!contract) return noContract(c);
  return saveAccountSepa(c, store, clock, contract, mandate);
}

export function accountRoutes(store: AccountRouteStores, clock: Clock) {
  const app = new Hono<Env>();
  const customer = requireCustomer(store, clock);
  const own = (c: Context<CustomerEnv>, id?: string) => accountOf(store, c.get('market'), c.get('customer').customerNumber, id);

  /**
   * GET /payment/method (a reference extension, SPEC §7 gives no read): how the customer's bills are
   * paid, a card with its SPEC §4 state (ACTIVE, EXPIRING_SOON, EXPIRED, INACTIVE), and the methods
   * they may change to.
   */
  app.get('/method', customer, (c) => {
    const contract = own(c);
    const method = contract && presentAccountMethod(store, contract, dayOf(clock.now()));
    if (!method) return noContract(c);
    return c.json(customerPaymentMethod.parse(method));
  });

  /**
   * GET /payment/openposition[/{id}]: what the customer still owes on a billing contract of theirs
   * (their account without an id), how it is paid, and the methods that pay it now through
   * POST /payment/billingcontracts/{id}/order/creditcard/ or .../order/eps.
   */
  const position = (c: Context<CustomerEnv>, id?: string) => {
    const contract = own(c, id);
    if (!contract?.customer) return noContract(c);
    const offered = store.payment.setup(contract.market)?.methods ?? [];
    const payableBy = contract.open.amount > 0 ? (['CREDITCARD', 'EPS'] as const).filter((method) => offered.includes(method)) : [];
    return c.json(
      openPosition.parse({
        customer: contract.customer,
        paymentMethod: contract.paymentMethod,
        money: contract.open,
        billingContractId: contract.id,
        payableBy,
      }),
    );
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
    const contract = own(c, body.data.billingContractId);
    if (!contract) return noContract(c);
    const refused = refusedSwitch(c, store, contract, 'INVOICE');
    if (refused) return refused;
    setAccountMethod(store, contract, { method: 'INVOICE' });
    return c.json(simpleResult.parse({ result: 'SUCCESS' }));
  });

  /**
   * PUT /payment/method/ebill {email}: the customer's bills to their e-banking from now on (Swiss
   * e-bill; 404 in other markets). SUCCESS, or ERROR DECLINED when the e-banking of that address
   * takes no e-bills; the sandbox's no-answer address drops the connection (SPEC §8: no status).
   */
  app.put('/method/ebill', customer, jsonBody(ebillRequest), async (c) => {
    const body = c.req.valid('json');
    const contract = own(c);
    if (!contract) return noContract(c);
    const refused = refusedSwitch(c, store, contract, 'EBILL');
    if (refused) return refused;
    const answer = ebillAnswer(body.email);
    if (answer === 'NO_ANSWER') return dropConnection(c);
    if (answer === 'REFUSED') return c.json(simpleResult.parse({ result: 'ERROR', reason: 'DECLINED' }));
    setAccountMethod(store, contract, { method: 'EBILL', ebill: { email: body.email } });
    return c.json(simpleResult.parse({ result: 'SUCCESS' }));
  });

  /**
   * PUT /payment/method/eps {bic}: the customer pays each bill by EPS from now on, the transfer
   * starting at this bank of GET /payment/eps/banklist. 404 where the market has no EPS, 400
   * unknown_bank (field bic) for a BIC not on the list.
   */
  app.put('/method/eps', customer, jsonBody(customerEpsRequest), async (c) => {
    const { bic } = c.req.valid('json');
    const contract = own(c);
    if (!contract) return noContract(c);
    const refused = refusedSwitch(c, store, contract, 'EPS');
    if (refused) return refused;
    const bank = store.payment.setup(contract.market)?.epsBanks.find((b) => b.bic === bic.toUpperCase());
    if (!bank) return invalid(c, [{ field: 'bic', code: 'invalid_format' }], 'unknown_bank');
    setAccountMethod(store, contract, { method: 'EPS', eps: bank });
    return c.json(simpleResult.parse({ result: 'SUCCESS' }));
  });

  return app;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
