/**
 * The sandbox captcha, standing in for the captcha service whose token the number reservation takes
 * (SPEC §7: turnstileToken). A challenge shows a code in a picture and, as its accessible alternative,
 * a short arithmetic question a screen-reader user can answer; either answer solves it.
 *
 * - GET  /sandbox/captcha         JSON {challengeId, image (SVG data URL), question, expiresAt}
 * - GET  /sandbox/captcha/widget  the same as a small HTML form a person can fill in
 * - POST /sandbox/captcha         {challengeId, answer} (JSON or a form post): 201 {token, expiresAt}
 *                                 (HTML for a form post), 400 captcha_failed. One attempt per challenge.
 *
 * Tokens are single-use and live 5 minutes (as Turnstile's); captchaCheck is the server check.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import type { Language } from '../localise';
import type { Store } from '../store';
import { formBody, jsonBody } from '../json-body';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const TOKEN_TTL_MS = 5 * 60 * 1000;
/** Letters and digits no one confuses (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const QUESTION: Record<Language, (a: number, b: number) => string> = {
  en: (a, b) => `What is ${a} plus ${b}? Answer in digits.`,
  de: (a, b) => `Wie viel ist ${a} plus ${b}? Antworten Sie mit Ziffern.`,
  fr: (a, b) => `Combien font ${a} plus ${b}\u00a0? Répondez en chiffres.`,
  it: (a, b) => `Quanto fa ${a} più ${b}? Rispondi in cifre.`,
};

const solveBody = z.object({ challengeId: z.string().min(1).max(64), answer: z.string().trim().min(1).max(20) });
type Solution = z.infer<typeof solveBody>;

/** The code as a picture: each character slightly turned, with a few crossing lines. */
function codeImage(code: string): string {
  const letters = [...code]
    .map((ch, i) => `<text x="${18 + i * 26}" y="38" transform="rotate(${randomInt(-18, 19)} ${18 + i * 26} 30)">${ch}</text>`)
    .join('');
  const lines = Array.from({ length: 4 }, () => `<line x1="0" y1="${randomInt(5, 45)}" x2="160" y2="${randomInt(5, 45)}"/>`).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50" viewBox="0 0 160 50">` +
    `<rect width="160" height="50" fill="#f3f1ea"/><g font-family="monospace" font-size="28" font-weight="700" fill="#1d3557">${letters}</g>` +
    `<g stroke="#6c757d" stroke-width="1.5">${lines}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const normalised = (answer: string) => answer.replace(/\s/g, '').toUpperCase();

/** The server check of a captcha token, as a backend asks the captcha service: true once per issued, unexpired token. */
export function captchaCheck({ captcha }: Pick<Store, 'captcha'>, clock: Clock): (token: string) => boolean {
  return (token) => captcha.redeemToken(token, clock.now());
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}input,button{font:inherit;padding:.4rem}label{display:block;margin-top:1rem}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;
}

export function sandboxCaptchaRoutes({ captcha }: Pick<Store, 'captcha'>, clock: Clock) {
  const app = new Hono<Env>();

  const newChallenge = (language: Language) => {
    const now = clock.now();
    const [a, b] = [randomInt(1, 10), randomInt(1, 10)];
    const code = Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const challenge = {
      id: randomBytes(12).toString('base64url'),
      code,
      answer: String(a + b),
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    };
    captcha.addChallenge(challenge, now);
    return {
      challengeId: challenge.id,
      image: codeImage(code),
      question: QUESTION[language](a, b),
      expiresAt: challenge.expiresAt.toISOString(),
    };
  };

  app.get('/', (c) => c.json(newChallenge(c.get('language'))));

  app.get('/widget', (c) => {
    const challenge = newChallenge(c.get('language'));
    return c.html(
      page(
        c.get('language'),
        'Sandbox captcha',
        `<form method="post" action="/sandbox/captcha">
<input type="hidden" name="challengeId" value="${challenge.challengeId}">
<p><img src="${challenge.image}" width="160" height="50" alt="A code of five letters and digits. Without the picture, answer the question below instead."></p>
<p id="question">Type the code in the picture, or answer: ${challenge.question}</p>
<label for="answer">Your answer</label><input id="answer" name="answer" autocomplete="off" required aria-describedby="question">
<p><button type="submit">Check</button></p></form>`,
      ),
    );
  });

  const isForm = (c: Context) => (c.req.header('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded');
  /** 400: an HTML page for a form post, captcha_failed otherwise. */
  const notSolved = (c: Context) =>
    isForm(c)
      ? c.html(
          page(
            c.get('language'),
            'Not solved',
            '<p role="alert">That was not right.</p><p><a href="/sandbox/captcha/widget">Try a new challenge</a></p>',
          ),
          400,
        )
      : apiError(c, 400, 'captcha_failed', 'The challenge is unknown, expired or was answered wrongly; ask for a new one.');
  // A body that cannot be read is a wrong answer too, whatever its format.
  const formAnswer = formBody(solveBody, notSolved, { unreadableAsNone: true });
  const jsonAnswer = jsonBody(solveBody, notSolved, { unreadableAsNone: true });
  const formOrJson: MiddlewareHandler<Env, '/', { out: { form: Solution; json: Solution } }> = (c, next) =>
    isForm(c) ? formAnswer(c as Context, next) : jsonAnswer(c as Context, next);

  app.post('/', formOrJson, async (c) => {
    const form = isForm(c);
    const body = form ? c.req.valid('form') : c.req.valid('json');
    const now = clock.now();
    const challenge = captcha.takeChallenge(body.challengeId, now);
    if (!challenge || ![challenge.code, challenge.answer].includes(normalised(body.answer))) return notSolved(c);
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
    captcha.issueToken(token, expiresAt);
    if (form) return c.html(page(c.get('language'), 'Solved', `<p>Your token (valid 5 minutes, once): <output>${token}</output></p>`), 201);
    return c.json({ token, expiresAt: expiresAt.toISOString() }, 201);
  });

  return app;
}
