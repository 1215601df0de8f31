import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FixedLinePortings } from '@/components/account/portings/FixedLinePortings';
import { MobilePortings } from '@/components/account/portings/MobilePortings';
import { fixedLinePorting, mobilePorting } from '@/lib/platform/contracts/account-portings';
import type { FixedLinePorting, MobilePorting, PortingProvider } from '@/lib/platform/content-api/schemas';
import { renderAccountIsland, stubFetch } from './account-fetch';
import { alerts } from './render';

/**
 * The portings screen's islands (issue 16 §2 customer area): each porting's progress or failure, the
 * correction and re-presenting of a failed one (field errors at their fields, the typed values kept,
 * the list rolled back; unchanged data re-presented alone), a fixed-line date confirmed.
 */

const base = {
  tariffName: 'Smart L',
  contractType: 'POSTPAID',
  lastname: 'Schneider',
  birthDay: '1991-06-23',
  previousProviderId: 'telekom-de',
  terminationType: 'IMMEDIATE',
  puk: '12345678',
  isPreValidated: true,
  portingErrors: [],
} as const;
const P1 = mobilePorting.parse({
  ...base,
  phoneAccountId: 'PA-20000001-P1',
  phoneNumber: '+49 160 5550101',
  firstname: 'Julia',
  desiredPortingDate: '2026-12-07',
  isSigned: false,
  status: 'OPEN',
});
const P2 = mobilePorting.parse({
  ...base,
  phoneAccountId: 'PA-20000001-P2',
  phoneNumber: '+49 160 5550102',
  firstname: 'J.',
  desiredPortingDate: '2026-12-14',
  isSigned: true,
  isPreValidated: false,
  status: 'FAILED',
  portingErrors: ['WRONG_NAME'],
});
const P3 = mobilePorting.parse({
  ...base,
  phoneAccountId: 'PA-20000001-P3',
  phoneNumber: '+49 176 5550103',
  firstname: 'Julia',
  contractType: 'PREPAID',
  previousProviderId: 'aldi-talk',
  desiredPortingDate: '2026-10-14',
  portingDateTime: '2026-10-14T05:00:00Z',
  isSigned: true,
  status: 'FINISHED',
});
const PROVIDERS: PortingProvider[] = [
  { id: 'telekom-de', displayName: 'Telekom', supportedContractTypes: ['POSTPAID', 'PREPAID', 'BUSINESS'] },
  { id: 'aldi-talk', displayName: 'ALDI TALK', supportedContractTypes: ['PREPAID'] },
];
const FREE_DATES = ['2026-11-26', '2026-11-27', '2026-11-30'];

const CHANGE = 'PUT /api/upstream/portings/phoneaccounts/PA-20000001-P2';
const REPRESENT = 'PUT /api/upstream/portings/phoneaccounts/PA-20000001-P2/action:represent';
const LIST = 'GET /api/upstream/portings/mobile';

const renderMobile = (portings: MobilePorting[] = [P1, P2, P3]) =>
  renderAccountIsland(<MobilePortings customer="20000001" initial={portings} providers={PROVIDERS} freeDates={FREE_DATES} />);
const card = (number: string) => screen.getByRole('article', { name: number });
const fact = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling?.textContent;

describe('MobilePortings', () => {
  it('shows each porting’s progress with the current step marked, and the sign prompt of an unsigned open one', () => {
    renderMobile();
    const open = card('+49 160 5550101');
    expect(fact(open, 'Status')).toBe('Request received');
    expect(fact(open, 'Previous provider')).toBe('Telekom');
    expect(fact(open, 'Desired porting date')).toBe('7 December 2026');
    const steps = within(open).getAllByRole('listitem');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    expect(steps[0]).toHaveTextContent(/We have your request/);
    expect(within(open).getByText(/Finish processing: sign the porting authorisation/)).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Sign the porting authorisation for +49 160 5550101' })).toHaveAttribute(
      'href',
      '/en/porting-signature/PA-20000001-P1',
    );

    const finished = card('+49 176 5550103');
    expect(fact(finished, 'Ported on')).toBe('14 October 2026');
    expect(fact(finished, 'Previous provider')).toBe('ALDI TALK');
    expect(
      within(finished)
        .getAllByRole('listitem')
        .map((s) => s.getAttribute('aria-current')),
    ).toEqual([null, null, null, 'step']);
    expect(within(finished).queryByRole('link')).not.toBeInTheDocument();
  });

  it('explains a failure in plain words and asks for the names only', () => {
    renderMobile();
    const failed = card('+49 160 5550102');
    expect(fact(failed, 'Status')).toBe('Stopped');
    expect(within(failed).queryByRole('list', { name: 'Progress' })).not.toBeInTheDocument();
    expect(within(failed).getByText(/The name must match the old contract exactly/)).toBeInTheDocument();
    expect(within(failed).getByLabelText('First name of the contract holder')).toHaveValue('J.');
    expect(within(failed).getByLabelText('Last name of the contract holder')).toHaveValue('Schneider');
    expect(within(failed).queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(within(failed).queryByLabelText('Desired porting date')).not.toBeInTheDocument();
  });

  it('corrects the name, re-presents the porting and shows it as the content API answers', async () => {
    const corrected = { ...P2, firstname: 'Julia', isSigned: false };
    const reopened = { ...corrected, status: 'OPEN', portingErrors: [] };
    const calls = stubFetch({
      [CHANGE]: [{ status: 200, body: corrected }],
      [REPRESENT]: [{ status: 200, body: reopened }],
      [LIST]: [{ status: 200, body: [P1, reopened, P3] }],
    });
    renderMobile();
    const failed = card('+49 160 5550102');
    await userEvent.clear(within(failed).getByLabelText('First name of the contract holder'));
    await userEvent.type(within(failed).getByLabelText('First name of the contract holder'), 'Julia');
    await userEvent.click(within(failed).getByRole('button', { name: 'Correct and re-present' }));

    expect(await within(failed).findByText(/has been presented to your previous provider again/)).toBeInTheDocument();
    expect(within(failed).getByRole('heading', { name: '+49 160 5550102' })).toHaveFocus();
    expect(fact(failed, 'Status')).toBe('Request received');
    expect(within(failed).getByRole('link', { name: 'Sign the porting authorisation for +49 160 5550102' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.call)).toEqual([CHANGE, REPRESENT, LIST]));
    expect(calls[0]!.body).toEqual({
      firstname: 'Julia',
      lastname: 'Schneider',
      companyName: '',
      contractType: 'POSTPAID',
      previousProviderId: 'telekom-de',
      desiredPortingDate: '2026-12-14',
      puk: '12345678',
    });
  });

  it('keeps what was typed and rolls the list back when the content API refuses a field', async () => {
    stubFetch({
      [CHANGE]: [{ status: 400, body: { error: 'invalid_request', fields: [{ field: 'lastname', code: 'invalid_format' }] } }],
      [LIST]: [{ status: 200, body: [P1, P2, P3] }],
    });
    renderMobile();
    const failed = card('+49 160 5550102');
    const first = within(failed).getByLabelText('First name of the contract holder');
    await userEvent.clear(first);
    await userEvent.type(first, 'Julia');
    await userEvent.click(within(failed).getByRole('button', { name: 'Correct and re-present' }));

    const last = within(failed).getByLabelText('Last name of the contract holder');
    await waitFor(() => expect(last).toHaveAttribute('aria-invalid', 'true'));
    expect(last).toHaveAccessibleDescription(/Please enter the last name as in your previous contract/);
    expect(within(failed).getByRole('link', { name: /Last name of the contract holder/ })).toHaveAttribute(
      'href',
      '#PA-20000001-P2-lastname',
    );
    expect(first).toHaveValue('Julia');
    expect(fact(failed, 'Contract holder')).toBe('J. Schneider');
    expect(fact(failed, 'Status')).toBe('Stopped');
  });

  it('checks the names before sending: an empty one is marked at its field and nothing is sent', async () => {
    const calls = stubFetch({});
    renderMobile();
    const failed = card('+49 160 5550102');
    await userEvent.clear(within(failed).getByLabelText('Last name of the contract holder'));
    await userEvent.click(within(failed).getByRole('button', { name: 'Correct and re-present' }));
    expect(
      await within(failed).findByText('Please enter the last name as in your previous contract (at most 50 characters).', {
        selector: '.field__error',
      }),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('re-presents unchanged data alone, and explains the refusal when nothing answers the reason yet', async () => {
    const calls = stubFetch({
      [REPRESENT]: [{ status: 409, body: { error: 'correction_required', message: 'Correct the porting data first (WRONG_NAME).' } }],
      [LIST]: [{ status: 200, body: [P1, P2, P3] }],
    });
    renderMobile();
    const failed = card('+49 160 5550102');
    await userEvent.click(within(failed).getByRole('button', { name: 'Correct and re-present' }));
    await waitFor(() => expect(alerts()).toContain('Nothing has changed yet that answers the reason above.'));
    expect(calls[0]!.call).toBe(REPRESENT);
    expect(within(failed).getByLabelText('First name of the contract holder')).toHaveValue('J.');
  });

  it('offers signing again and re-presenting for a POA failure, customer service where nothing here helps', async () => {
    const reopened = { ...P2, puk: undefined, status: 'OPEN', portingErrors: [] };
    const calls = stubFetch({ [REPRESENT]: [{ status: 200, body: reopened }], [LIST]: [{ status: 200, body: [reopened] }] });
    renderMobile([
      { ...P2, puk: undefined, portingErrors: ['POA_NOT_SIGNED'] },
      {
        ...P2,
        phoneAccountId: 'PA-20000001-P4',
        phoneNumber: '+49 160 5550104',
        portingErrors: ['SUBNUMBER_DISCONNECT_DATE_TOO_FAR_BACK'],
      },
    ]);
    const poa = card('+49 160 5550102');
    expect(within(poa).getByRole('link', { name: 'Sign the porting authorisation for +49 160 5550102 again' })).toHaveAttribute(
      'href',
      '/en/porting-signature/PA-20000001-P2',
    );
    expect(within(poa).getByRole('button', { name: 'Re-present the porting' })).toBeInTheDocument();
    expect(within(poa).queryByRole('textbox')).not.toBeInTheDocument();
    const gone = card('+49 160 5550104');
    expect(within(gone).getByText(/switched off at your previous provider too long ago/)).toBeInTheDocument();
    expect(within(gone).getByRole('link', { name: 'Contact our customer service' })).toBeInTheDocument();
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();

    // Signed again elsewhere: re-presented alone, without asking for the PUK the porting has no record of.
    await userEvent.click(within(poa).getByRole('button', { name: 'Re-present the porting' }));
    expect(await within(poa).findByText(/has been presented to your previous provider again/)).toBeInTheDocument();
    expect(calls[0]).toEqual({ call: REPRESENT, body: undefined });
  });
});

describe('FixedLinePortings', () => {
  const F1: FixedLinePorting = fixedLinePorting.parse({
    fixedLineNumberPortingId: 'FNP-20000001-1',
    fixedLineEndpointId: 'FLE-20000001-1',
    billingTariffId: 'BT-20000001-1',
    phoneAccountId: 'PA-20000001-F1',
    phoneNumber: '+49 30 5550101',
    state: 'OPEN',
    portingDate: '2026-12-03',
    isSignedByCustomer: false,
    isCustomerActionRequired: true,
    tariffName: 'DSL 100',
  });
  const CONFIRM = 'PUT /api/upstream/portings/fixedline/phoneaccounts/PA-20000001-F1';

  it('says that the porting waits for the customer, and confirms the date chosen', async () => {
    const calls = stubFetch({
      [CONFIRM]: [{ status: 200, body: { ...F1, portingDate: '2026-11-30', isSignedByCustomer: true, isCustomerActionRequired: false } }],
    });
    renderAccountIsland(<FixedLinePortings customer="20000001" initial={[F1]} freeDates={FREE_DATES} />);
    const line = card('+49 30 5550101');
    expect(fact(line, 'Status')).toBe('Waiting to be ported');
    expect(within(line).getByText(/This porting is waiting for you/)).toBeInTheDocument();
    await userEvent.selectOptions(within(line).getByLabelText('Porting date'), '2026-11-30');
    await userEvent.click(within(line).getByRole('button', { name: 'Confirm porting date' }));
    expect(await within(line).findByText('Thank you: the porting date of +49 30 5550101 is confirmed.')).toBeInTheDocument();
    expect(fact(line, 'Porting date')).toBe('30 November 2026');
    expect(within(line).getByText(/There is nothing you need to do/)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ portingDate: '2026-11-30', isSignedByCustomer: true });
  });

  it('shows a state the shop does not know as being ported, never as ported, and keeps the screen working', () => {
    const unknown = fixedLinePorting.parse({
      ...F1,
      state: 'AWAITING_CARRIER_SLOT',
      isSignedByCustomer: true,
      isCustomerActionRequired: false,
    });
    renderAccountIsland(<FixedLinePortings customer="20000001" initial={[unknown]} freeDates={FREE_DATES} />);
    const line = card('+49 30 5550101');
    expect(fact(line, 'Status')).toBe('Being ported');
    expect(within(line).getByText(/Your previous provider is moving the number to us/)).toBeInTheDocument();
    expect(fact(line, 'Porting date')).toBe('3 December 2026');
  });
});
