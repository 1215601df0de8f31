import { useEffect, useState } from 'react';
import { useSite } from '@/components/site/SiteProvider';
import { canPayWithWallet } from './payment-request';

/**
 * Whether the browser can pay with the mobile wallet in the market's currency, asked once the page
 * runs: false before that and without JavaScript, so the wallet is simply not offered there (ADR 47).
 */
export function useWalletReady(): boolean {
  const { country, currency } = useSite().market;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void canPayWithWallet(country, currency).then((can) => {
      if (live && can) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [country, currency]);
  return ready;
}
