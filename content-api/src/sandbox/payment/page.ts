/**
 * The frame of the sandbox providers' pages (hosted card field, 3-D Secure, EPS bank, financing):
 * plain HTML forms that work with a keyboard and without JavaScript, every control labelled, errors
 * listed in a summary and tied to their fields. Nothing on them is cached; values are escaped by
 * hono/html.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';

type Markup = ReturnType<typeof html>;

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f5f7; }
  .sandbox { background: #5c2d91; color: #fff; padding: .5rem 1rem; margin: 0; font-size: .875rem; }
  main { max-width: 32rem; margin: 2rem auto; background: #fff; padding: 1.5rem; border-radius: .5rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #6b6b6b; border-radius: .25rem; }
  input[aria-invalid="true"] { border: 2px solid #b00020; }
  .hint { color: #4a4a4a; font-size: .875rem; margin: .25rem 0 0; }
  .error { color: #b00020; font-weight: 600; margin: .25rem 0 0; }
  .summary { border: 2px solid #b00020; padding: .75rem 1rem; border-radius: .25rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: .625rem 1.25rem; border-radius: .25rem; border: 2px solid #1a1a1a; background: #fff; cursor: pointer; }
  button.primary { background: #1a5c2e; border-color: #1a5c2e; color: #fff; }
  button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
`;

/** A provider page: `provider` names whose page it pretends to be. */
export function page(c: Context, options: { title: string; provider: string; body: Markup; status?: 200 | 400 | 401 | 404 | 409 }) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // The forms post here, then the provider sends the browser back to the shop (any http(s) origin).
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:");
  return c.html(
    html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} – ${options.provider}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="sandbox" role="note">Sandbox of ${options.provider}: test data only, no money moves.</p>
<main>
<h1>${options.title}</h1>
${options.body}
</main>
</body>
</html>`,
    options.status ?? 200,
  );
}

/** The page of a step that needs nothing more from the person (already answered): 409, with the way back to the shop. */
export function settledPage(c: Context, options: { title: string; provider: string; what: string; back: string }) {
  return page(c, {
    title: options.title,
    provider: options.provider,
    status: 409,
    body: html`<p>This ${options.what} needs nothing more from you.</p><p><a href="${options.back}">Back to the shop</a></p>`,
  });
}

/**
 * The page of an attempt that a newer payment of the same order ended (payment-ledger.ts openAttempt):
 * 409, nothing to answer any more, nothing charged by it.
 */
export function replacedPage(c: Context, options: { provider: string; what: string; back: string }) {
  return page(c, {
    title: 'Payment replaced by a newer one',
    provider: options.provider,
    status: 409,
    body: html`<p>A newer payment was started for the same order, so this ${options.what} has ended: nothing was charged with it, and it cannot be approved any more.</p>
<p>Complete the newer payment instead.</p><p><a href="${options.back}">Back to the shop</a></p>`,
  });
}

/** The errors of a form, first on the page, each linking to its field. */
export function errorSummary(errors: { field: string; message: string }[]): Markup | '' {
  if (errors.length === 0) return '';
  return html`<div class="summary" role="alert" tabindex="-1">
<h2>Please correct the following</h2>
<ul>${errors.map((e) => html`<li><a href="#${e.field}">${e.message}</a></li>`)}</ul>
</div>`;
}

/** A labelled text input with its hint and error. */
export function textField(options: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  value?: string;
  autocomplete: string;
  inputmode?: 'numeric' | 'text';
  type?: 'text' | 'password';
}): Markup {
  const described = [options.hint ? `${options.name}-hint` : '', options.error ? `${options.name}-error` : ''].filter(Boolean).join(' ');
  return html`<label for="${options.name}">${options.label}</label>
${options.hint ? html`<p class="hint" id="${options.name}-hint">${options.hint}</p>` : ''}
${options.error ? html`<p class="error" id="${options.name}-error">${options.error}</p>` : ''}
<input id="${options.name}" name="${options.name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}"
  inputmode="${options.inputmode ?? 'text'}" value="${options.value ?? ''}" required
  ${described ? html`aria-describedby="${described}"` : ''} ${options.error ? html`aria-invalid="true"` : ''}>`;
}

/** An amount as the pages show it ("EUR 549.00"). */
export function amountText(money: { amount: number; currencyCode: string }): string {
  return `${money.currencyCode} ${money.amount.toFixed(2)}`;
}

/** The shop's return URL with the given query parameters added. */
export function backTo(returnUrl: string | undefined, parameters: Record<string, string>): string {
  // A transaction decided at once has no shop page to return to: the stand-in return page shows it.
  if (!returnUrl) return `/sandbox/payment/return?${new URLSearchParams(parameters).toString()}`;
  const url = new URL(returnUrl);
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
  return url.toString();
}
