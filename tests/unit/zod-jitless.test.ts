/** instrumentation-client.ts switches zod to jitless parsing without importing it (ADR 26). */
it('makes zod parse without compiling, through the global zod reads its configuration from', async () => {
  jest.resetModules();
  await import('../../instrumentation-client');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
});
