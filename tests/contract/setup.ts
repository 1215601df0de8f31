// As in e2e (scripts/e2e.mjs): the content API's 5 s call timeout is for production. Here the
// reference API answers from the test's own process, which a loaded machine can keep busy for
// longer; a test that wants the timeout sets its own (content-api-failures.test.ts).
process.env.CONTENT_API_TIMEOUT_MS ??= '30000';
