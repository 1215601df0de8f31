import { redirect } from 'next/navigation';
import { cartPath } from '@/lib/cart/cart-paths';
import type { ReturnOutcome } from '@/lib/identification/settle';
import { chooserPath } from '@/lib/identification/urls';
import type { Site } from '@/lib/platform/site/site';
import { Identified } from './Identified';
import { IdentityDifferences } from './IdentityDifferences';

/**
 * What an identity provider's return page shows (lib/identification/settle.ts): the success, the
 * differing details to confirm, or else the way on: the chooser with SPEC §8's failure, or the cart.
 */
export function ProviderReturn({ site, orderNumber, outcome }: { site: Site; orderNumber: string; outcome: ReturnOutcome }) {
  switch (outcome.kind) {
    case 'cart':
      return redirect(cartPath(site));
    case 'chooser':
      return redirect(chooserPath(site, outcome.notice));
    case 'identified':
      return (
        <div className="container page page--narrow">
          <Identified site={site} orderNumber={orderNumber} />
        </div>
      );
    case 'confirm':
      return (
        <div className="container page">
          <IdentityDifferences site={site} orderNumber={orderNumber} identity={outcome.identity} differences={outcome.differences} />
        </div>
      );
  }
}
