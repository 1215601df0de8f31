import type { ReactNode } from 'react';
import type { ProductScreen } from '@/lib/account/screens';
import type { Namespace } from '@/lib/platform/i18n/client-messages';
import type { CustomerProduct } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import { AccountMessages } from './AccountMessages';
import { ProductHeader } from './ProductHeader';

type Props = {
  /** `productScreenOf`'s answer (the session is not needed here). */
  site: Site;
  product: CustomerProduct;
  screen: ProductScreen;
  /** The message namespaces of the screen's islands, if it has any (AccountMessages). */
  namespaces?: readonly Namespace[];
  children: ReactNode;
};

/** The layout of every per-product screen (ADR 56): its header, then its content with its islands' messages. */
export function ProductScreenLayout({ site, product, screen, namespaces, children }: Props) {
  return (
    <>
      <ProductHeader site={site} product={product} screen={screen} />
      {namespaces ? <AccountMessages namespaces={namespaces}>{children}</AccountMessages> : children}
    </>
  );
}
