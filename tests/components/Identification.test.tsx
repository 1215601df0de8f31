import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { IdentityDifferences } from '@/components/identification/IdentityDifferences';
import { MethodChooser } from '@/components/identification/MethodChooser';
import { MARKETS } from '@/lib/platform/markets/markets';
import type { Site } from '@/lib/platform/site/site-shape';
import { renderIsland } from './render';
import de from '@/messages/de-AT.json';
import en from '@/messages/en-GB.json';
import { ANNA_IDENTIFIED as identity } from '@/tests/support/anna';

const MESSAGES = { 'en-GB': en, 'de-AT': de as typeof en };
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en-GB' | 'de-AT'; namespace: 'identification' }) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace }),
}));

afterEach(cleanup);

const siteIn = (locale: 'en-GB' | 'de-AT'): Site => ({
  market: MARKETS.AT,
  locale,
  defaultLocale: 'de-AT',
  content: { market: 'AT', locale },
});

describe('the national digital ID’s differing details', () => {
  it('compares what was typed with the identity in a table, one row per differing detail', async () => {
    const differences = [
      { field: 'lastName' as const, typed: 'Berger', identity: 'Huber-Berger' },
      { field: 'street' as const, typed: 'Neubaugasse', identity: 'Mariahilfer Straße' },
      { field: 'houseNumber' as const, typed: '12', identity: '101' },
    ];
    render(await IdentityDifferences({ site: siteIn('en-GB'), orderNumber: 'SO-1', identity, differences }));
    const table = screen.getByRole('table', { name: 'Your details compared' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Detail', 'You typed', 'Your ID Austria says']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Name', 'Anna Berger', 'Anna Huber-Berger'],
      ['Address', 'Neubaugasse 12, 1060 Wien, Austria', 'Mariahilfer Straße 101, 1060 Wien, Austria'],
    ]);
  });

  it('formats a differing birth date in the page’s language', async () => {
    render(
      await IdentityDifferences({
        site: siteIn('de-AT'),
        orderNumber: 'SO-1',
        identity,
        differences: [{ field: 'birthday', typed: '1990-04-21', identity: '1990-04-12' }],
      }),
    );
    const row = screen.getByRole('rowheader', { name: 'Geburtsdatum' }).closest('tr')!;
    expect([...row.children].map((cell) => cell.textContent)).toEqual(['Geburtsdatum', '21. April 1990', '12. April 1990']);
  });

  it('takes over the identity’s data with a form that works without JavaScript, or leads to another way', async () => {
    const { container } = render(
      await IdentityDifferences({
        site: siteIn('en-GB'),
        orderNumber: 'SO-1',
        identity,
        differences: [{ field: 'city', typed: 'Graz', identity: 'Wien' }],
      }),
    );
    const form = screen.getByRole('button', { name: 'Use the details of my ID Austria' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/identification/national-id/confirm');
    expect(Object.fromEntries(new FormData(form))).toEqual({ locale: 'en-GB' });
    expect(screen.getByRole('link', { name: 'Choose another way instead' })).toHaveAttribute('href', '/en/checkout/identification');
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('the method chooser', () => {
  const banks = [
    { bic: 'BKAUATWW', displayName: 'Sandbox Bank Austria' },
    { bic: 'GIBAATWW', displayName: 'Sandbox Erste Bank' },
  ];
  type Props = Parameters<typeof MethodChooser>[0];
  const chooser = (props: Partial<Props> = {}) => (
    <MethodChooser
      site={siteIn('en-GB')}
      orderNumber="SO-1"
      methods={['ID_AUSTRIA', 'E_ID', 'ID_UPLOAD', 'VIDEO']}
      banks={banks}
      notice={undefined}
      {...props}
    />
  );

  it('lists the market’s methods in the configured order, each with what one needs and how long it takes', () => {
    renderIsland(chooser({ methods: ['E_ID', 'ID_AUSTRIA', 'VIDEO', 'ID_UPLOAD'] }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Bank login',
      'ID Austria',
      'Selfie video',
      'Photos of your ID',
    ]);
    const austria = screen.getByRole('region', { name: 'ID Austria' });
    expect(within(austria).getByText('How long it takes').nextElementSibling).toHaveTextContent('About 2 minutes');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts the redirect methods with native forms and hands ID photos and video to the upload page', () => {
    renderIsland(chooser({ site: siteIn('de-AT') }), { locale: 'de-AT', messages: de as typeof en });
    const austria = screen.getByRole('button', { name: 'Weiter zu ID Austria' }).closest('form')!;
    expect(austria).toHaveAttribute('action', '/api/identification/national-id');
    expect(Object.fromEntries(new FormData(austria))).toEqual({ locale: 'de-AT' });
    const bankForm = screen.getByRole('button', { name: 'Weiter zu meiner Bank' }).closest('form')!;
    expect(bankForm).toHaveAttribute('action', '/api/identification/bank');
    const group = within(bankForm).getByRole('group', { name: 'Ihre Bank' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => [r.getAttribute('name'), (r as HTMLInputElement).value]),
    ).toEqual([
      ['bic', 'BKAUATWW'],
      ['bic', 'GIBAATWW'],
    ]);
    expect(screen.getByRole('link', { name: 'Ausweis fotografieren' })).toHaveAttribute('href', '/kasse/identifizierung/upload/id');
    expect(screen.getByRole('link', { name: 'Selfie-Video aufnehmen' })).toHaveAttribute('href', '/kasse/identifizierung/upload/video');
  });

  it('says why the last attempt failed, advising a retry or another way', () => {
    renderIsland(chooser({ notice: 'national-id-failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your identification with ID Austria did not succeed. Please try again, or choose another way below.',
    );
  });

  it('asks for the bank when none was chosen, the message linked to the choice and tied to it', () => {
    renderIsland(chooser({ methods: ['E_ID'], notice: 'bank-required' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Choose the bank you want to log in with.' })).toHaveAttribute(
      'href',
      '#ident-bank',
    );
    const first = screen.getByRole('radio', { name: 'Sandbox Bank Austria' });
    expect(first).toHaveAttribute('id', 'ident-bank');
    expect(first).toHaveAccessibleDescription('Choose your bank.');
  });

  it('says when the banks cannot be shown, and when the shop offers no way at all', () => {
    const { unmount } = renderIsland(chooser({ methods: ['E_ID'], banks: undefined }));
    expect(screen.getByText(/cannot show the banks just now/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderIsland(chooser({ orderNumber: 'SO-9', methods: [] }));
    expect(screen.getByText(/quote your order number SO-9/)).toBeInTheDocument();
  });
});
