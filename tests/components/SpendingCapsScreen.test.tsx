import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SpendingCapsScreen } from '@/components/account/lines/SpendingCapsScreen';
import type { EuRoamingDataWarning } from '@/lib/domain/eu-roaming-warning';
import type { SpendingCaps } from '@/lib/platform/content-api/schemas';
import { CAPS_PATH, lineCaps, PRODUCT } from './account-lines-fixtures';
import { alerts } from './render';
import { stubFetch } from './upstream-stub';
import { renderAccountIsland } from './account-fetch';

/** The spending-caps screen: caps up to their maximum (only customizable ones editable) and services on and off. */

function renderCaps(caps: SpendingCaps = lineCaps(), roamingWarning?: EuRoamingDataWarning) {
  renderAccountIsland(<SpendingCapsScreen productKey={PRODUCT} initial={caps} roamingWarning={roamingWarning} />);
}

/** The EU roaming data warning (the forms' save feedback are alerts too, empty until a save). */
const roamingWarning = () => screen.getAllByRole('alert').find((a) => a.textContent?.includes('EU roaming data this bill period'));
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
    const calls = stubFetch({ [`PUT ${CAPS_PATH}`]: [{ status: 200, body: lineCaps({ euCap: 20 }) }] });
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
    const calls = stubFetch({});
    renderCaps();
    await setEuCap('80');
    await waitFor(() => expect(euCap()).toHaveAccessibleDescription(/Please enter at most €\u00a050\.00\./));
    expect(euCap()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: /In the EU beyond the roaming allowance: Please enter at most/ })).toHaveAttribute(
      'href',
      '#cap-ROAMING_EU',
    );
    expect(euCap()).toHaveValue('80');
    expect(calls).toEqual([]);
  });

  it('puts the content API’s refusal at the field and keeps the value when the save fails', async () => {
    stubFetch({
      [`PUT ${CAPS_PATH}`]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'caps.1.value', code: 'too_large' }] } }],
    });
    renderCaps();
    await setEuCap('50');
    await waitFor(() => expect(euCap()).toHaveAccessibleDescription(/Please enter at most/));
    expect(euCap()).toHaveValue('50');
  });

  it('switches a service, and rolls it back when the save fails', async () => {
    const calls = stubFetch({
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
    expect(calls[1]?.body).toEqual({
      services: [
        { id: 'EU_ROAMING_DATA_CUTOFF', value: false },
        { id: 'PREMIUM_NUMBERS', value: false },
      ],
    });
  });

  it('says whether the EU roaming data cut-off is on, without a warning below 80 %', () => {
    renderCaps();
    const roaming = screen.getByRole('region', { name: 'EU roaming data' });
    expect(roaming).toHaveTextContent('The EU roaming data cut-off is on.');
    expect(roaming).toHaveTextContent('Now: mobile data in the EU stops when your EU roaming allowance is used up.');
    expect(roamingWarning()).toBeUndefined();
  });

  it('warns from 80 % with what comes next, leads to the cut-off and the cap, and follows a saved switch', async () => {
    stubFetch({ [`PUT ${CAPS_PATH}`]: [{ status: 200, body: lineCaps({ cutoff: false, euCap: 20 }) }] });
    renderCaps(lineCaps(), { usedPercent: 85, used: 6.8, limit: 8, unit: 'GB', usedUp: false });
    const warning = roamingWarning();
    expect(warning).toHaveTextContent('You have used 85 % of your EU roaming data this bill period: 6.8 of 8 GB.');
    expect(warning).toHaveTextContent('Next: once the rest is used up, mobile data in the EU stops, because the cut-off is on.');

    await userEvent.click(screen.getByRole('link', { name: 'Change your EU roaming cap' }));
    expect(euCap()).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Switch the EU roaming data cut-off off' }));
    const cutoff = screen.getByRole('checkbox', { name: 'Stop data at the EU roaming allowance' });
    expect(cutoff).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(roamingWarning()).toHaveTextContent(
      'Next: once the rest is used up, mobile data in the EU is charged, up to your EU roaming cap of € 20.00 a month.',
    );
    expect(screen.getByRole('link', { name: 'Switch the EU roaming data cut-off on' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'EU roaming data' })).toHaveTextContent('The EU roaming data cut-off is off.');
  });

  it('says what applies now once the EU allowance is used up', () => {
    renderCaps(lineCaps(), { usedPercent: 100, used: 8, limit: 8, unit: 'GB', usedUp: true });
    expect(roamingWarning()).toHaveTextContent('You have used up your EU roaming data this bill period: 8 of 8 GB.');
    expect(roamingWarning()).toHaveTextContent('Now: mobile data in the EU stops when your EU roaming allowance is used up.');
  });

  it('shows the caps a tariff fixes without a field, 0 explained', () => {
    renderCaps(lineCaps({ customizable: false }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save spending caps' })).not.toBeInTheDocument();
    // (toHaveTextContent reads the no-break space after € as a space.)
    expect(screen.getByRole('group', { name: 'Beyond your allowance' })).toHaveTextContent(
      'Extra data: € 0.00 a month, set by your tariff: no use beyond your included units',
    );
    expect(screen.getByRole('group', { name: 'Roaming' })).toHaveTextContent(/Outside the EU: € 10\.00 a month, set by your tariff$/);
  });
});
