/** Requests of a logged-in demo customer to an in-process reference API. */
import { loginAs, sender, type Send } from './orders';
import { referenceApp } from './reference-api';

/** A send that carries the customer's bearer token (after logging in with the demo password). */
export async function customerSender(send: Send, customerNumber: string): Promise<Send> {
  const token = await loginAs(send, customerNumber);
  return (method, path, body, headers = {}) => send(method, path, body, { Authorization: `Bearer ${token}`, ...headers });
}

/** A freshly seeded reference API at `now` with a logged-in sender per customer number of `market`. */
export async function customersOf(now: string, market: string, customerNumbers: string[]) {
  const reference = referenceApp(now);
  const send = sender(reference.app, market);
  const senders = await Promise.all(customerNumbers.map((n) => customerSender(send, n)));
  return { ...reference, send, senders };
}
