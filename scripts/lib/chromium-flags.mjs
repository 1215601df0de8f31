/** The command-line flags of every Chromium we start: the e2e tests' (playwright.config.ts) and the bench's (Lighthouse's and Playwright's). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Offline machine: any host but the local ones fails at once instead of waiting for DNS.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];
