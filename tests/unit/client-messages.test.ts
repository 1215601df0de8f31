import { clientMessages } from '@/lib/platform/i18n/client-messages';
import en from '@/messages/en-GB.json';

jest.mock('next-intl/server', () => ({ getMessages: async () => jest.requireActual('@/messages/en-GB.json') }));

describe('the messages a page sends to the browser', () => {
  it('are only the few the layout’s islands translate themselves, not their whole namespaces', async () => {
    expect(await clientMessages([])).toEqual({
      nav: { cart: en.nav.cart, cartItems: en.nav.cartItems },
      errors: {
        unavailableHeading: en.errors.unavailableHeading,
        unavailableText: en.errors.unavailableText,
        generic: en.errors.generic,
        retry: en.errors.retry,
      },
      deals: { endsIn: en.deals.endsIn },
    });
  });

  it('add a page’s own namespaces whole', async () => {
    const messages = await clientMessages(['overview', 'deals']);
    expect(messages.overview).toEqual(en.overview);
    expect(messages.deals).toEqual(en.deals);
    expect(messages.nav).toEqual({ cart: en.nav.cart, cartItems: en.nav.cartItems });
  });
});
