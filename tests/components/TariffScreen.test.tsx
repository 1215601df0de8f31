import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TariffScreen } from '@/components/account/lines/TariffScreen';
import type { CustomerTariff } from '@/lib/platform/content-api/schemas';
import { changedLine, TARIFF_PATH, TARIFF_READ_PATH, tariffLine } from './account-lines-fixtures';
import { alerts } from './render';
import { stubFetch } from './upstream-stub';
import { renderAccountIsland } from './account-fetch';

/** The tariff screen: the tariff read, a change (once a month free, else 409 with the next free day), settings and invoice reference. */

function renderTariff(line: CustomerTariff = tariffLine()) {
  renderAccountIsland(<TariffScreen initial={line} />);
}

const currentTariff = () => within(screen.getByRole('region', { name: 'Your tariff' }));

describe('TariffScreen', () => {
  it('shows the tariff, its price in the line’s currency, the term, the options and the next free change', () => {
    renderTariff();
    expect(currentTariff().getByText('Giga 150 5G')).toBeInTheDocument();
    expect(currentTariff().getByText('€ 9.90 a month')).toBeInTheDocument();
    expect(currentTariff().getByText('150 GB')).toBeInTheDocument();
    expect(currentTariff().getAllByText('Unlimited')).toHaveLength(2);
    expect(currentTariff().getByText('None running')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Giga 50: €\u00a05.90 a month' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Giga 250 5G: €\u00a012.90 a month' })).toHaveAccessibleDescription(
      /Your next free change: Wednesday 25 November\./,
    );
    expect(screen.getByRole('checkbox', { name: 'Roaming' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pay others by phone bill' })).not.toBeChecked();
  });

  it('changes the tariff and shows the new one, then says when the next free change is when a second is refused', async () => {
    const calls = stubFetch({
      [`PUT ${TARIFF_PATH}`]: [
        { status: 200, body: changedLine() },
        { status: 409, body: { error: 'tariff_change_limit', message: 'The next free change is possible from 2026-12-01.' } },
      ],
      [`GET ${TARIFF_READ_PATH}`]: [{ status: 200, body: changedLine() }],
    });
    renderTariff();
    await userEvent.click(screen.getByRole('radio', { name: /Giga 250 5G/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change tariff' }));
    expect(await screen.findByText('Your tariff has been changed. Your tariff is now Giga 250 5G.')).toBeInTheDocument();
    expect(currentTariff().getByText('Giga 250 5G')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Giga 250 5G/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Giga 150 5G: €\u00a09.90 a month' })).not.toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /Giga 50:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change tariff' }));
    await waitFor(() =>
      expect(alerts()).toContain('The next free change is possible from Tuesday 1 December. Your choice is still selected.'),
    );
    expect(screen.getByRole('radio', { name: /Giga 50:/ })).toBeChecked();
    expect(currentTariff().getByText('Giga 250 5G')).toBeInTheDocument();
    expect(calls.map((c) => [c.call, c.body])).toEqual([
      [`PUT ${TARIFF_PATH}`, { tariffModelSalesId: 'IT-GIGA-250' }],
      [`PUT ${TARIFF_PATH}`, { tariffModelSalesId: 'IT-GIGA-50' }],
      [`GET ${TARIFF_READ_PATH}`, undefined],
    ]);
  });

  it('asks for a choice before sending anything', async () => {
    const calls = stubFetch({});
    renderTariff();
    await userEvent.click(screen.getByRole('button', { name: 'Change tariff' }));
    expect(await screen.findByRole('link', { name: /New tariff: Please choose the tariff/ })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('saves settings and the invoice reference, and keeps them when the save fails', async () => {
    const saved = tariffLine({ invoiceReference: { name: 'Cost centre', value: 'KST-4711' } });
    const calls = stubFetch({
      [`PUT ${TARIFF_PATH}`]: [
        { status: 503, body: { error: 'unavailable' } },
        {
          status: 200,
          body: { ...saved, tariffSettings: saved.tariffSettings.map((s) => (s.id === 'ROAMING' ? { ...s, value: false } : s)) },
        },
      ],
    });
    renderTariff();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Roaming' }));
    await userEvent.type(screen.getByLabelText('Label of the reference'), 'Cost centre');
    await userEvent.type(screen.getByLabelText('Reference'), 'KST-4711');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(alerts()).toContain('could not be saved'));
    expect(screen.getByRole('checkbox', { name: 'Roaming' })).not.toBeChecked();
    expect(screen.getByLabelText('Reference')).toHaveValue('KST-4711');

    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Your changes have been saved successfully.')).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({
      tariffSettings: [
        { id: 'MOBILE_DATA', value: true },
        { id: 'ROAMING', value: false },
        { id: 'THIRD_PARTY_BILLING', value: false },
      ],
      invoiceReference: { name: 'Cost centre', value: 'KST-4711' },
    });
  });

  it('refuses a reference longer than the content API takes, at its field', async () => {
    const calls = stubFetch({});
    renderTariff();
    await userEvent.type(screen.getByLabelText('Reference'), 'x'.repeat(41));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(/Please enter at most 40 characters\./));
    expect(calls).toEqual([]);
  });

  it('offers no change for a line being cancelled, and says until when it works', () => {
    renderTariff(tariffLine({ termination: { receivedAt: '2026-11-20T10:00:00+01:00', effectiveDate: '2026-12-31' } }));
    expect(screen.getByText(/This line has been cancelled\. It works until Thursday 31 December/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change tariff' })).not.toBeInTheDocument();
  });
});
