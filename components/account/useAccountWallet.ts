'use client';

import { useQuery } from '@tanstack/react-query';
import { payWithWallet, type WalletPayment } from '@/components/checkout/wallet/payment-request';
import { useSite } from '@/components/site/SiteProvider';
import { upstream } from '@/lib/account/upstream';
import type { WalletSheet } from '@/lib/checkout/wallet-sheet';
import { walletMerchantSession, walletSession } from '@/lib/platform/contracts/recharge';

/**
 * The browser's wallet for a customer-area island (ADR 47): its session (GET
 * /payment/applepay/getToken) opened through the door when the island mounts, so a click opens the
 * sheet at once; the sheet's merchant validation goes through the door too. `pay` is undefined
 * for a sheet the customer closed.
 */
export function useAccountWallet(customer: string) {
  const { market } = useSite();
  const session = useQuery({
    queryKey: [customer, 'wallet-session'],
    queryFn: () => upstream('payment/applepay/getToken', walletSession),
    staleTime: 10 * 60_000,
  });
  const pay = async (sheet: Pick<WalletSheet, 'currency' | 'value' | 'label'>): Promise<WalletPayment | undefined> => {
    if (!session.data) return undefined;
    const { token: clientToken, clientId: merchantIdentifier } = session.data;
    return payWithWallet({ ...sheet, merchantIdentifier, clientToken, countryCode: market.country }, async (validationURL) => {
      const answer = await upstream('payment/method/applepay/validatemerchant', walletMerchantSession, {
        method: 'POST',
        body: { validationURL, clientToken },
      });
      return answer.merchantSession;
    });
  };
  return { ready: session.data !== undefined, failed: session.isError, pay };
}
