/** Orders in tests: solving the sandbox captcha, and valid orders per market to change one field at a time. */
import { z } from 'zod';
import { loginResponse, numberReservation, type OrderRequest, type SimCardOrder } from '@storefront/wire';
import { DEMO_PASSWORD } from '../../seed/markets/market-shorthands';

/** A request to the reference API (app.request or fetch), answering the Response. */
export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/** Requests to a Hono app (app.request) for one market; bytes (an upload) go as they are, other bodies as JSON. */
export function sender(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, market = 'AT'): Send {
  return async (method, path, body, headers = {}) =>
    app.request(path, {
      method,
      headers: { 'X-Market': market, 'Content-Type': 'application/json', ...headers },
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof Uint8Array
              ? new Uint8Array(body)
              : JSON.stringify(body),
    });
}

/** Requests over HTTP to a running reference API for one market. */
export function httpSender(url: string, market = 'AT'): Send {
  return (method, path, body, headers = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: { 'X-Market': market, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export const captchaChallenge = z.object({ challengeId: z.string(), image: z.string(), question: z.string(), expiresAt: z.string() });

/** The accessible alternative answered as a screen-reader user would: "What is 3 plus 4?" → "7". */
export function answerOf(question: string): string {
  const [a = 0, b = 0] = (question.match(/\d+/g) ?? []).map(Number);
  return String(a + b);
}

/** A fresh single-use captcha token from the sandbox. */
export async function captchaToken(send: Send): Promise<string> {
  const challenge = captchaChallenge.parse(await (await send('GET', '/sandbox/captcha')).json());
  const solved = await send('POST', '/sandbox/captcha', { challengeId: challenge.challengeId, answer: answerOf(challenge.question) });
  return z.object({ token: z.string() }).parse(await solved.json()).token;
}

/** Reserves numbers with a fresh captcha token; one entry per SIM card. */
export async function reserveNumbers(send: Send, simCardAmounts: number[] = [1]) {
  const response = await send('POST', '/orders/numberreservations/mobile', { simCardAmounts, turnstileToken: await captchaToken(send) });
  if (response.status !== 201) throw new Error(`reservation answered ${response.status}: ${await response.text()}`);
  return numberReservation.parse(await response.json()).reservations;
}

/** A bearer token of a demo customer. */
export async function loginAs(send: Send, customerNumber: string): Promise<string> {
  const response = await send('POST', '/authentication/login', { phoneNumberOrCustomerNumber: customerNumber, secret: DEMO_PASSWORD });
  return loginResponse.parse(await response.json()).token;
}

type Market = 'AT' | 'DE' | 'CH' | 'UK' | 'IT';

/** Personal data and address that pass every market rule (phone and zip patterns, age). */
export const CUSTOMERS: Record<Market, Pick<OrderRequest, 'personalInfo' | 'address'>> = {
  AT: {
    personalInfo: {
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna.berger@example.org',
      confirmEmail: 'anna.berger@example.org',
      phone: '0660 1234567',
      birthday: '1990-04-12',
    },
    address: { street: 'Neubaugasse', houseNumber: '12', doorNumber: '4', zip: '1070', city: 'Wien', country: 'AT' },
  },
  DE: {
    personalInfo: {
      firstName: 'Jonas',
      lastName: 'Weber',
      email: 'jonas.weber@example.org',
      confirmEmail: 'jonas.weber@example.org',
      phone: '0151 23456789',
      birthday: '1985-09-30',
    },
    address: { street: 'Torstraße', houseNumber: '1', zip: '10119', city: 'Berlin', country: 'DE' },
  },
  CH: {
    personalInfo: {
      firstName: 'Lea',
      lastName: 'Keller',
      email: 'lea.keller@example.org',
      confirmEmail: 'lea.keller@example.org',
      phone: '079 123 45 67',
      birthday: '1979-02-01',
    },
    address: { street: 'Bahnhofstrasse', houseNumber: '1', zip: '8001', city: 'Zürich', country: 'CH' },
  },
  UK: {
    personalInfo: {
      firstName: 'Oliver',
      lastName: 'Smith',
      email: 'oliver.smith@example.org',
      confirmEmail: 'oliver.smith@example.org',
      phone: '07700 900 123',
      birthday: '1992-06-15',
    },
    address: { street: 'Baker Street', houseNumber: '221B', zip: 'NW1 6XE', city: 'London', country: 'GB' },
  },
  IT: {
    personalInfo: {
      firstName: 'Giulia',
      lastName: 'Rossi',
      email: 'giulia.rossi@example.org',
      confirmEmail: 'giulia.rossi@example.org',
      phone: '+39 333 1234567',
      birthday: '1995-11-02',
    },
    address: { street: 'Via Nazionale', houseNumber: '50', zip: '00184', city: 'Roma', country: 'IT' },
  },
};

/** A SIM card with a new number: the first offered number of a reservation. */
export function newNumberSim(
  tariffModelSalesId: string,
  reserved: { numberingPlanAssignmentId: string; generatedNumbers: string[] },
  extra: Partial<SimCardOrder> = {},
): SimCardOrder {
  return {
    tariffModelSalesId,
    simType: 'SIM',
    numberSource: 'NEW',
    numberingPlanAssignmentId: reserved.numberingPlanAssignmentId,
    phoneNumber: reserved.generatedNumbers[0],
    ...extra,
  };
}

/** An AT SIM card whose number 0664 7654321 is ported in from a contract (its porting opens with the order). */
export function portedSim(extra: Partial<SimCardOrder> = {}): SimCardOrder {
  return {
    tariffModelSalesId: 'AT-MOBILE-M',
    simType: 'SIM',
    numberSource: 'PORTING',
    transferPhoneNumber: '0664 7654321',
    previousProviderId: 'drei',
    contractType: 'POSTPAID',
    terminationType: 'IMMEDIATE',
    date: '2026-11-26',
    ...extra,
  };
}

/** A valid order of the market's customer: standard delivery, a recurring payment method the market offers. */
export function orderOf(
  market: Market,
  items: Pick<OrderRequest, 'simCards' | 'fixedLines' | 'products'>,
  extra: Partial<OrderRequest> = {},
): OrderRequest {
  const paymentMethodName = { AT: 'SEPA', DE: 'SEPA', CH: 'INVOICE', UK: 'CREDITCARD', IT: 'SEPA' }[market];
  return {
    ...items,
    ...CUSTOMERS[market],
    delivery: { method: 'STANDARD' },
    paymentMethod: { paymentMethodName },
    termsAccepted: true,
    ...extra,
  };
}
