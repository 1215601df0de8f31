'use client';

import { useState } from 'react';
import type { DefaultValues, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import { useAccountForm } from '@/components/account/useAccountForm';
import { upstream, UpstreamError } from '@/lib/account/upstream';
import { rechargeResult } from '@/lib/platform/contracts/recharge';
import type { PrepaidBalance, RechargeMethod, RechargeResult } from '@/lib/platform/content-api/schemas';
import { creditQueryKey } from './recharge-query';
import { useRechargeFields } from './useRechargeFields';

type Options<V extends FieldValues, Out, N extends FieldPath<V>> = {
  method: Exclude<RechargeMethod, 'creditcard' | 'eps'>;
  customer: string;
  productKey: string;
  credit: PrepaidBalance;
  /** The method's body schema (RECHARGE_REQUESTS), as the door checks it. */
  resolver: Resolver<V, unknown, Out>;
  /** The body as the form starts, with the line's productKey. */
  defaultValues: DefaultValues<V>;
  fields: { names: readonly N[]; label: (name: N) => string };
  /** Completes the body before it is sent (the wallet's token from its sheet); undefined: the customer closed the sheet, nothing is sent. */
  prepare?: (body: Out) => Promise<Out | undefined>;
};

/** The failure of a top-up whose wallet sheet the customer closed: nothing was sent. */
export const WALLET_CLOSED = 'wallet_closed';

/**
 * A top-up decided at once (voucher, PIN, stored card, the wallet's token): the form posts POST
 * /payment/method/{method}:rechargeprepaid through the door with `useAccountForm`. SUCCESS puts the
 * answer's balance into the credit shown and empties the form; ERROR (declined, insufficient funds,
 * expired card) is the last `answer` and keeps what was typed, as a 400's field errors and any
 * other failure do.
 */
export function useRecharge<V extends FieldValues, Out, N extends FieldPath<V>>({
  method,
  customer,
  productKey,
  credit,
  resolver,
  defaultValues,
  fields,
  prepare,
}: Options<V, Out, N>) {
  const [answer, setAnswer] = useState<RechargeResult>();
  const recharge = useAccountForm({
    resolver,
    defaultValues,
    fields: useRechargeFields(method, fields.names, fields.label),
    write: async (body: Out) => {
      setAnswer(undefined);
      const ready = prepare ? await prepare(body) : body;
      if (ready === undefined) throw new UpstreamError(0, WALLET_CLOSED);
      return upstream(`payment/method/${method}:rechargeprepaid`, rechargeResult, { method: 'POST', body: ready });
    },
    query: {
      key: creditQueryKey(customer, productKey),
      fromAnswer: (result: RechargeResult) => (result.balance ? { ...credit, balance: result.balance.amount } : credit),
    },
    onSuccess: (result) => {
      setAnswer(result);
      if (result.result === 'SUCCESS') recharge.form.reset(defaultValues);
    },
  });
  return { ...recharge, answer };
}
