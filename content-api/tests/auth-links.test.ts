/** The one-time login link by e-mail (POST /authentication/onetimelink/email, /login/token/) and the outbox pages. */
import { apiError } from '@storefront/wire';
import { authApi, customersOf } from './support/auth';

const [katharina] = customersOf('AT');
const uk = customersOf('UK')[0]!;

describe('one-time login link', () => {
  const api = authApi();
  const sendLink = (phoneNumberOrCustomerNumber: string, market = 'AT', language?: string) =>
    api.request('POST', '/authentication/onetimelink/email', {
      market,
      json: { phoneNumberOrCustomerNumber },
      headers: language ? { 'Accept-Language': language } : {},
    });
  const redeem = (token: string, market = 'AT') => api.request('POST', '/authentication/login/token/', { market, json: { token } });

  it('e-mails a link to the storefront’s localised landing page, which logs in once', async () => {
    expect((await sendLink(katharina!.customerNumber, 'AT', 'de-AT')).status).toBe(202);
    const mail = (await api.outbox()).find((m) => m.channel === 'EMAIL' && m.customerNumber === katharina!.customerNumber)!;
    expect(mail).toMatchObject({ to: 'katharina.gruber@example.at', subject: 'Ihr Anmeldelink' });
    const link = api.linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://at.localhost:3000/mein-konto/anmelden/link');
    const token = link.searchParams.get('token')!;
    await api.tokenOf(await redeem(token));
    const again = await redeem(token);
    expect(again.status).toBe(400);
    expect(apiError.parse(await again.json()).error).toBe('token_invalid');
  });

  it('links in the language asked for, with the locale prefix the market needs', async () => {
    await sendLink(katharina!.phoneNumber, 'AT', 'en-GB');
    const mail = (await api.outbox()).find((m) => m.channel === 'EMAIL')!;
    expect(api.linkIn(mail).pathname).toBe('/en/account/login/link');
    expect(mail.subject).toBe('Your login link');
    await sendLink(uk.customerNumber, 'UK');
    expect(api.linkIn((await api.outbox('UK'))[0]!).href).toMatch(/^http:\/\/uk\.localhost:3000\/account\/login\/link\?token=/);
  });

  it('refuses an expired, unknown or foreign-market token as token_invalid', async () => {
    await sendLink(uk.customerNumber, 'UK');
    const token = api.linkTokenIn((await api.outbox('UK'))[0]!);
    expect((await redeem(token, 'AT')).status).toBe(400);
    expect((await redeem('no-such-token')).status).toBe(400);
    api.advance(15 * 60_000 + 1000);
    expect((await redeem(token, 'UK')).status).toBe(400);
  });

  it('answers an unknown identifier with the same 202 and sends nothing', async () => {
    const before = (await api.outbox()).length;
    expect((await sendLink('19999999')).status).toBe(202);
    expect((await api.outbox()).length).toBe(before);
  });
});

describe('the sandbox outbox', () => {
  const api = authApi();

  it('lists the market’s messages newest first, and shows them on a page with clickable links', async () => {
    await api.request('POST', '/authentication/tan/', { json: { phoneNumber: katharina!.phoneNumber } });
    await api.request('POST', '/authentication/onetimelink/email', { json: { phoneNumberOrCustomerNumber: katharina!.customerNumber } });
    const messages = await api.outbox();
    expect(messages.map((m) => m.channel)).toEqual(['EMAIL', 'SMS']);
    expect(await api.outbox('UK')).toEqual([]);
    const page = await api.request('GET', '/sandbox/outbox/page');
    expect(page.status).toBe(200);
    const body = await page.text();
    expect(body).toContain(`SMS to ${katharina!.phoneNumber}`);
    expect(body).toMatch(/<a href="http:\/\/at\.localhost:3000\/[^"]+\/link\?token=[^"]+">/);
  });

  it('keeps the messages to one recipient with ?to=', async () => {
    const only = (await (await api.request('GET', `/sandbox/outbox?to=${encodeURIComponent(katharina!.phoneNumber)}`)).json()) as {
      to: string;
    }[];
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((m) => m.to === katharina!.phoneNumber)).toBe(true);
  });
});
