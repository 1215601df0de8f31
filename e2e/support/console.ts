import { test as base, expect } from '@playwright/test';

export type ConsoleOptions = {
  /** Console errors a test expects (e.g. the 503 it provokes); everything else fails the test. */
  allowedConsoleErrors: RegExp[];
};

/** Reports each Content-Security-Policy violation of a page as a console error the fixture can tell apart. */
const CSP_LISTENER = () =>
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(
      `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    ),
  );

/**
 * Every browser context records console errors and uncaught page errors of all its pages; the test
 * fails when any occurred that `allowedConsoleErrors` does not allow. A CSP violation (issue 17 §3)
 * fails it always: no allowance covers one.
 */
export const test = base.extend<ConsoleOptions>({
  allowedConsoleErrors: [[], { option: true }],
  context: async ({ context, allowedConsoleErrors }, provide) => {
    const errors: string[] = [];
    const record = (text: string) => {
      if (text.includes('[csp-violation]') || !allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
    };
    await context.addInitScript(CSP_LISTENER);
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      record(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      record(`page error: ${error.stack ?? error.message}`);
    });
    await provide(context);
    expect(errors, 'the browser reported errors').toEqual([]);
  },
});

export { expect };
