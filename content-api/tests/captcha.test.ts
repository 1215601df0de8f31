import { apiError } from '@storefront/wire';
import { answerOf, captchaChallenge, sender } from './support/orders';
import { referenceApp } from './support/reference-api';

const { app, clock } = referenceApp('2026-11-23T10:00:00Z');
beforeEach(() => clock.set(new Date('2026-11-23T10:00:00Z')));
const send = sender(app);

async function challenge(language = 'en-GB') {
  return captchaChallenge.parse(await (await send('GET', '/sandbox/captcha', undefined, { 'Accept-Language': language })).json());
}

describe('sandbox captcha', () => {
  it('shows a code in a picture and asks an arithmetic question as its text alternative, in the visitor’s language', async () => {
    const english = await challenge();
    expect(english.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(english.question).toMatch(/^What is \d plus \d\? Answer in digits\.$/);
    expect((await challenge('de-AT')).question).toMatch(/^Wie viel ist \d plus \d\?/);
  });

  it('gives a token for the right answer, for the code in the picture too', async () => {
    const first = await challenge();
    const byQuestion = await send('POST', '/sandbox/captcha', { challengeId: first.challengeId, answer: answerOf(first.question) });
    expect(byQuestion.status).toBe(201);
    expect(await byQuestion.json()).toEqual({ token: expect.any(String), expiresAt: expect.stringMatching(/^2026-11-23T10:05:00\./) });

    const second = await challenge();
    const svg = Buffer.from(second.image.split(',')[1]!, 'base64').toString();
    const code = [...svg.matchAll(/<text[^>]*>(\w)<\/text>/g)].map((m) => m[1]).join('');
    expect(code).toHaveLength(5);
    const byCode = await send('POST', '/sandbox/captcha', { challengeId: second.challengeId, answer: code.toLowerCase() });
    expect(byCode.status).toBe(201);
  });

  it('allows one attempt per challenge: a wrong answer burns it', async () => {
    const { challengeId, question } = await challenge();
    const wrong = await send('POST', '/sandbox/captcha', { challengeId, answer: String(Number(answerOf(question)) + 1) });
    expect(wrong.status).toBe(400);
    expect(apiError.parse(await wrong.json()).error).toBe('captcha_failed');
    const again = await send('POST', '/sandbox/captcha', { challengeId, answer: answerOf(question) });
    expect(again.status).toBe(400);
  });

  it('serves an accessible HTML widget whose form post answers with the token', async () => {
    const page = await (await send('GET', '/sandbox/captcha/widget')).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<label for="answer">');
    expect(page).toContain('aria-describedby="question"');
    const challengeId = /name="challengeId" value="([^"]+)"/.exec(page)![1]!;
    const question = /<p id="question">([^<]+)<\/p>/.exec(page)![1]!;
    const solved = await app.request('/sandbox/captcha', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ challengeId, answer: answerOf(question) }).toString(),
    });
    expect(solved.status).toBe(201);
    expect(await solved.text()).toMatch(/<output>[\w-]{20,}<\/output>/);
  });
});
