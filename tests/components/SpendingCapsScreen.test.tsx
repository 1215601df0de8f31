import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpendingCapsScreen } from '@/components/account/lines/SpendingCapsScreen';
import type { SpendingCaps } from '@/lib/content-api/schemas';
import { CAPS_PATH, lineCaps, PRODUCT, stubDoor } from './account-lines-fixtures';
import { renderIsland } from './render';

/** The spending-caps screen: caps up to their maximum (only customizable ones editable) and services on and off. */

function renderCaps(caps: SpendingCaps = lineCaps()) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } } });
  renderIsland(
    <QueryClientProvider client={client}>
      <SpendingCapsScreen productKey={PRODUCT} initial={caps} />
    </QueryClientProvider>,
  );
}

const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent).join(' ');
const euCap = () => screen.getByLabelText('In the EU beyond the roaming allowance');

async function setEuCap(value: string) {
  await userEvent.clear(euCap());
  await userEvent.type(euCap(), value);
  await userEvent.click(screen.getByRole('button', { name: 'Save spending caps' }));
}

describe('SpendingCapsScreen', () => {
  it('shows the caps by group with their range, 0 explained, and the services as labelled checkboxes', () => {
    renderCaps();
    expect(screen.getByRole('group', { name: 'Roaming' })).toBeInTheDocument();
    expect(euCap()).toHaveValue('0');
    expect(screen.getByLabelText('Outside the EU')).toHaveAccessibleDescription(
      'A whole amount in EUR from 0 to €\u00a0100.00 a month. 0 means no use beyond your included units.',
    );
    expect(screen.getByText(/0 means no use beyond the units included in your tariff/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Stop data at the EU roaming allowance' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stop data at the EU roaming allowance' })).toHaveAccessibleDescription(
      /Now: mobile data in the EU stops when your EU roaming allowance is used up\./,
    );
    expect(screen.getByRole('checkbox', { name: 'Premium-rate numbers' })).not.toBeChecked();
  });

  it('saves a cap up to its maximum', async () => {
    const calls = stubDoor({ [`PUT ${CAPS_PATH}`]: [{ status: 200, body: lineCaps({ euCap: 20 }) }] });
    renderCaps();
    await setEuCap('20');
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      caps: [
        { id: 'DATA', value: 0 },
        { id: 'ROAMING_EU', value: 20 },
        { id: 'ROAMING_WORLD', value: 10 },
      ],
    });
  });

  it('refuses a cap above its maximum at its field, sending nothing and keeping the value', async () => {
    const calls = stubDoor({});
    renderCaps();
    await setEuCap('80');
    await waitFor(() => expect(euCap()).toHaveAccessibleDescription(/Please enter at most €\u00a050\.00\./));
    expect(euCap()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: /In the EU beyond the roaming allowance: Please enter at most/ })).toHaveAttribute('href', '#cap-ROAMING_EU');
    expect(euCap()).toHaveValue('80');
    expect(calls).toEqual([]);
  });

  it('puts the content API’s refusal at the field and keeps the value when the save fails', async () => {
    stubDoor({ [`PUT ${CAPS_PATH}`]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'caps.1.value', code: 'too_large' }] } }] });
    renderCaps();
    await setEuCap('50');
    await waitFor(() => expect(euCap()).toHaveAccessibleDescription(/Please enter at most/));
    expect(euCap()).toHaveValue('50');
  });

  it('switches a service, and rolls it back when the save fails', async () => {
    const calls = stubDoor({
      [`PUT ${CAPS_PATH}`]: [
        { status: 503, body: { error: 'unavailable' } },
        { status: 200, body: lineCaps({ cutoff: false }) },
      ],
    });
    renderCaps();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Stop data at the EU roaming allowance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save services' }));
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByRole('checkbox', { name: 'Stop data at the EU roaming allowance' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Stop data at the EU roaming allowance' })).toHaveAccessibleDescription(
      /Now: your EU roaming cap is 0, so mobile data in the EU stops/,
    );
    expect(calls[1]?.body).toEqual({ services: [{ id: 'EU_ROAMING_DATA_CUTOFF', value: false }, { id: 'PREMIUM_NUMBERS', value: false }] });
  });

  it('shows the caps a tariff fixes without a field, 0 explained', () => {
    renderCaps(lineCaps({ customizable: false }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save spending caps' })).not.toBeInTheDocument();
    // (toHaveTextContent reads the no-break space after € as a space.)
    expect(screen.getByRole('group', { name: 'Beyond your allowance' })).toHaveTextContent('Extra data: € 0.00 a month, set by your tariff: no use beyond your included units');
    expect(screen.getByRole('group', { name: 'Roaming' })).toHaveTextContent(/Outside the EU: € 10\.00 a month, set by your tariff$/);
  });
});
