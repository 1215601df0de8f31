/** The secrets scripts/e2e.mjs generated for this run, for the preview and revalidate routes. */
function required(name: 'E2E_PREVIEW_SECRET' | 'E2E_REVALIDATE_SECRET'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with npm run test:e2e`);
  return value;
}

export const previewSecret = () => required('E2E_PREVIEW_SECRET');
export const revalidateSecret = () => required('E2E_REVALIDATE_SECRET');

/** A calendar day (UTC) some days from now, as the preview and the reference API's clock count. */
export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
