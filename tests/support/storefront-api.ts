import { startReferenceApi, type RunningApi } from '@/content-api/tests/support/reference-api';

/**
 * The reference API in process, with the storefront's server code pointed at it: the content API's
 * address and a session secret, as the deployment's environment gives them. `now` fixes the API's clock.
 */
export async function startStorefrontApi(now?: string): Promise<RunningApi> {
  const api = await startReferenceApi(now);
  process.env.CONTENT_API_URL = api.url;
  process.env.SESSION_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
  return api;
}
