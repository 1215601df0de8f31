/** The captcha provider's widget (ADR 49): its script from the configured origin, its check, its token sent as turnstileToken. */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WidgetCaptcha } from '@/components/checkout/WidgetCaptcha';
import { numbersReserveContract } from '@/lib/platform/contracts/checkout-numbers';
import { answerOf } from './answers';
import { renderIsland } from './render';

const SCRIPT = 'https://captcha.example/turnstile/v0/api.js';
const OFFER = { simCard: 0, numberingPlanAssignmentId: 'npa-1', numbers: ['0664 1111111'], expiresAt: '2030-03-01T10:15:00Z' };

type Options = {
  sitekey: string;
  language: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'response-field': boolean;
};
let options: Options | undefined;
const api = { render: jest.fn((_box: HTMLElement, given: Options) => ((options = given), 'w1')), reset: jest.fn(), remove: jest.fn() };
let bodies: unknown[];

function stubReservation(status: number, json: unknown) {
  bodies = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit = {}) => {
    bodies.push(JSON.parse(String(init.body)));
    return { status, ok: status < 400, json: async () => json };
  }) as unknown as typeof fetch;
}

/** The provider's script as the browser loads it: its API appears, then the load event. */
function loadProviderScript() {
  const script = document.head.querySelector<HTMLScriptElement>('script[src^="https://captcha.example/"]');
  expect(script).not.toBeNull();
  act(() => {
    window.turnstile = api;
    script!.dispatchEvent(new Event('load'));
  });
  return script!;
}

beforeEach(() => {
  options = undefined;
  delete window.turnstile;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  jest.clearAllMocks();
});

it("loads the provider's script from its origin, renders its check and reserves with its token as turnstileToken", async () => {
  stubReservation(201, answerOf(numbersReserveContract, { reservations: [OFFER] }));
  const onReserved = jest.fn();
  renderIsland(<WidgetCaptcha id="number" locale="en-GB" onReserved={onReserved} scriptSrc={SCRIPT} siteKey="0x4AAAAAAA" />);
  expect(screen.getByText('Please show us that you are a person: complete the check below, then show the numbers.')).toBeInTheDocument();
  const script = loadProviderScript();
  expect(new URL(script.src).origin).toBe('https://captcha.example');
  expect(script.src).toBe(`${SCRIPT}?render=explicit`);
  expect(script.async).toBe(true);
  expect(api.render).toHaveBeenCalledWith(
    document.getElementById('number'),
    expect.objectContaining({ sitekey: '0x4AAAAAAA', language: 'en-GB', 'response-field': false }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Show numbers' }));
  expect(screen.getByText('Please complete the check first.')).toBeInTheDocument();
  expect(fetch).not.toHaveBeenCalled();

  act(() => options!.callback('token-from-provider'));
  await userEvent.click(screen.getByRole('button', { name: 'Show numbers' }));
  expect(bodies).toEqual([{ turnstileToken: 'token-from-provider', locale: 'en-GB' }]);
  expect(onReserved).toHaveBeenCalledWith([OFFER]);
});

it('starts the check again when the reservation refuses its token', async () => {
  stubReservation(400, { error: 'captcha_failed' });
  renderIsland(<WidgetCaptcha id="number" locale="en-GB" onReserved={jest.fn()} scriptSrc={SCRIPT} siteKey="k" />);
  loadProviderScript();
  act(() => options!.callback('used-token'));
  await userEvent.click(screen.getByRole('button', { name: 'Show numbers' }));
  expect(api.reset).toHaveBeenCalledWith('w1');
  expect(screen.getByText('That was not right, or the check expired. Please try this new one.')).toBeInTheDocument();
  expect(document.getElementById('number')).toHaveAccessibleDescription(
    'That was not right, or the check expired. Please try this new one.',
  );
});
