/**
 * The sandbox outbox a person or a test reads instead of a phone or a mailbox (ARCHITECTURE §7):
 * - GET /sandbox/outbox       JSON, the market's messages (X-Market), newest first
 * - GET /sandbox/outbox/page  the same as a small HTML page, links clickable
 * Optional `?to=` keeps the messages to one phone number or e-mail address.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Env } from '../context';
import type { Store } from '../store';
import type { StoredOutboxMessage } from '../store/outbox';

/** The text with its http(s) links as anchors (escaped by hono/html). */
function withLinks(text: string) {
  return text.split(/(https?:\/\/\S+)/).map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));
}

export function sandboxOutboxRoutes({ outbox }: Pick<Store, 'outbox'>) {
  const app = new Hono<Env>();
  const newestFirst = (market: Env['Variables']['market'], to: string | undefined): StoredOutboxMessage[] =>
    outbox
      .messages(market)
      .filter((message) => !to || message.to === to)
      .reverse();

  app.get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(newestFirst(c.get('market'), c.req.query('to')));
  });

  app.get('/page', (c) => {
    const market = c.get('market');
    const messages = newestFirst(market, c.req.query('to'));
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox – ${market}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
  article { border: 1px solid #6b6b6b; border-radius: .25rem; padding: .75rem 1rem; margin: 1rem 0; }
  h2 { font-size: 1rem; margin: 0; }
  p.meta { color: #4a4a4a; font-size: .875rem; margin: 0 0 .5rem; }
  pre { white-space: pre-wrap; font: inherit; margin: 0; }
  a:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Sandbox outbox (${market})</h1>
<p>Every SMS and e-mail the reference API "sent" in this market, newest first. Reload for new ones; another market: send X-Market or use its API host.</p>
${messages.length === 0 ? html`<p>No messages yet.</p>` : ''}
${messages.map(
  (message) => html`<article>
<h2>${message.channel === 'SMS' ? 'SMS' : 'E-mail'} to ${message.to}${message.subject ? html`: ${message.subject}` : ''}</h2>
<p class="meta"><time datetime="${message.createdAt}">${message.createdAt}</time>${message.customerNumber ? html` · customer ${message.customerNumber}` : ''}</p>
<pre>${withLinks(message.text)}</pre>
</article>`,
)}
</main>
</body>
</html>`);
  });
  return app;
}
