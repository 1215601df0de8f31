import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberForm } from '@/components/checkout/NumberForm';
import { numberFormDefaults } from '@/lib/checkout/steps/number-form';
import type { NumberRules } from '@/lib/checkout/steps/number-schema';
import { stepContract } from '@/lib/platform/contracts/checkout';
import { captchaChallengeContract, numbersExtendContract, numbersReserveContract } from '@/lib/platform/contracts/checkout-numbers';
import { answerOf } from './answers';
import { renderIsland } from './render';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const rules: NumberRules = {
  market: 'AT',
  phone: { mobilePhoneNumberRegex: String.raw`0\d{3} ?\d{6,7}`, phoneNumberRegex: String.raw`0\d{1,4} ?\d{4,8}` },
  providers: [
    { id: 'a1', displayName: 'A1 Telekom Austria', supportedContractTypes: ['POSTPAID', 'PREPAID', 'BUSINESS'] },
    { id: 'hot', displayName: 'HoT (Hofer Telekom)', supportedContractTypes: ['PREPAID'] },
  ],
  freeDates: ['2030-03-04', '2030-03-05'],
  today: '2030-03-01',
};
const cart = { simCards: [{ tariffId: 'AT-MOBILE-M', simType: 'SIM' as const }], landline: false, devices: [] };
const inFifteenMinutes = () => new Date(Date.now() + 15 * 60_000).toISOString();

type Call = { url: string; method: string; body?: unknown };
let calls: Call[];

/** The route handlers as the island meets them: a challenge, a reservation, an extension and the step. */
function stubRoutes() {
  calls = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = (status: number, json: unknown) => ({ status, ok: status < 400, json: async () => json });
    if (url.startsWith('/api/checkout/numbers') && method === 'GET') {
      return answer(
        200,
        answerOf(captchaChallengeContract, {
          challengeId: 'c1',
          image: 'data:image/svg+xml;base64,PHN2Zy8+',
          question: 'What is 3 plus 4? Answer in digits.',
          expiresAt: inFifteenMinutes(),
        }),
      );
    }
    if (url === '/api/checkout/numbers' && method === 'POST') {
      return answer(
        201,
        answerOf(numbersReserveContract, {
          reservations: [
            { simCard: 0, numberingPlanAssignmentId: 'npa-1', numbers: ['0664 1111111', '0664 2222222'], expiresAt: inFifteenMinutes() },
          ],
        }),
      );
    }
    if (url === '/api/checkout/numbers' && method === 'PUT') {
      return answer(
        200,
        answerOf(numbersExtendContract, { reservations: [{ numberingPlanAssignmentId: 'npa-1', expiresAt: inFifteenMinutes() }] }),
      );
    }
    return answer(200, answerOf(stepContract, { next: '/checkout/delivery' }));
  }) as unknown as typeof fetch;
}

const stepPost = () => calls.find((c) => c.url === '/api/checkout/number');

beforeEach(() => {
  push.mockReset();
  stubRoutes();
});

describe('NumberForm', () => {
  it('reserves new numbers after the captcha answered by keyboard, and sends the chosen one', async () => {
    renderIsland(<NumberForm rules={rules} tariffs={['Mobile M']} defaults={numberFormDefaults(undefined, cart, '')} faults={[]} />);
    expect(await screen.findByText('Or answer this question: What is 3 plus 4? Answer in digits.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /A code of five letters and digits/ })).toBeInTheDocument();
    const answer = screen.getByLabelText('Code from the picture or answer to the question');
    expect(answer).toHaveAccessibleDescription(expect.stringContaining('What is 3 plus 4?'));
    await userEvent.type(answer, '7{Enter}');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ challengeId: 'c1', answer: '7', locale: 'en-GB' });
    const numbers = await screen.findByRole('group', { name: 'Choose your new number' });
    await userEvent.click(within(numbers).getByLabelText('0664 2222222'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/delivery'));
    expect(stepPost()?.body).toEqual({
      simCards: [{ source: 'NEW', numberingPlanAssignmentId: 'npa-1', phoneNumber: '0664 2222222', expiresAt: expect.any(String) }],
      locale: 'en-GB',
    });
  });

  it('shows the configured provider widget instead of the sandbox captcha, and asks for no sandbox challenge', async () => {
    const captcha = { kind: 'widget', scriptSrc: 'https://captcha.example/api.js', siteKey: 'k' } as const;
    renderIsland(
      <NumberForm rules={rules} tariffs={['Mobile M']} defaults={numberFormDefaults(undefined, cart, '')} faults={[]} captcha={captcha} />,
    );
    expect(await screen.findByText(/complete the check below/)).toBeInTheDocument();
    expect(document.head.querySelector('script[src="https://captcha.example/api.js?render=explicit"]')).not.toBeNull();
    expect(screen.queryByLabelText('Code from the picture or answer to the question')).toBeNull();
    expect(calls.filter((c) => c.method === 'GET')).toEqual([]);
  });

  it('lists what a port-in lacks, then sends it with the PUK without spaces', async () => {
    renderIsland(<NumberForm rules={rules} tariffs={['Mobile M']} defaults={numberFormDefaults(undefined, cart, '')} faults={[]} />);
    await userEvent.click(screen.getByLabelText('Keep my number'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Please correct \d+ entries/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your current mobile number')).toHaveAccessibleDescription('Please fill in this field.');
    expect(stepPost()).toBeUndefined();

    await userEvent.type(screen.getByLabelText('Your current mobile number'), '0664 1234567');
    await userEvent.click(screen.getByLabelText('Prepaid'));
    await userEvent.selectOptions(screen.getByLabelText('Your current provider'), 'HoT (Hofer Telekom)');
    await userEvent.type(screen.getByLabelText('First name of the contract holder'), 'Anna');
    await userEvent.type(screen.getByLabelText('Last name of the contract holder'), 'Berger');
    await userEvent.type(screen.getByLabelText('PUK'), '1234 567');
    await userEvent.selectOptions(screen.getByLabelText('Porting date'), '2030-03-05');
    await userEvent.click(screen.getByLabelText('I accept that my current contract for this number is terminated.'));
    await userEvent.click(screen.getByLabelText('I have sent an SMS to 499 from this number to consent to the porting.'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText('PUK')).toHaveAccessibleDescription(expect.stringContaining('The PUK must be 8 digits.')),
    );

    await userEvent.type(screen.getByLabelText('PUK'), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/checkout/delivery'));
    expect(stepPost()?.body).toMatchObject({
      simCards: [{ source: 'PORTING', previousProviderId: 'hot', code: '12345678', date: '2030-03-05', smsSent: true }],
    });
  });

  it('holds a reservation about to end longer and says so politely', async () => {
    const expiresAt = new Date(Date.now() + 30_000).toISOString();
    const stored = { simCards: [{ source: 'NEW' as const, numberingPlanAssignmentId: 'npa-1', phoneNumber: '0664 1111111', expiresAt }] };
    renderIsland(
      <NumberForm
        rules={rules}
        tariffs={['Mobile M']}
        defaults={numberFormDefaults(stored, cart, '')}
        held={[{ simCard: 0, numberingPlanAssignmentId: 'npa-1', numbers: ['0664 1111111'], expiresAt }]}
        faults={[]}
      />,
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ numberingPlanAssignmentIds: ['npa-1'], locale: 'en-GB' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/We are holding your numbers for you until/);
  });

  it('shows the order’s refusals at their fields', async () => {
    const stored = {
      simCards: [
        {
          source: 'PORTING' as const,
          transferPhoneNumber: '0664 1234567',
          contractType: 'PREPAID' as const,
          previousProviderId: 'hot',
          holderFirstName: 'Anna',
          holderLastName: 'Berger',
          code: '12345678',
          date: '2030-03-04',
          terminationConfirmed: true as const,
          smsSent: true as const,
        },
      ],
    };
    renderIsland(
      <NumberForm
        rules={rules}
        tariffs={['Mobile M']}
        defaults={numberFormDefaults(stored, cart, '')}
        faults={[{ field: 'simCards.0.date', code: 'porting_date_invalid' }]}
      />,
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Porting date')).toHaveAccessibleDescription(
        expect.stringContaining('Porting date invalid, please choose another day.'),
      ),
    );
  });
});
