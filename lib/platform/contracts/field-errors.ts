/**
 * lib/platform/contracts: the zod request and answer schemas of our route handlers, shared by the handler, the
 * island that calls it and the tests. Client-safe (zod only, no server code).
 *
 * A 400 of our form handlers (/api/fixedline/*, /api/contact, /api/social-tariff): one error code per
 * invalid field; the island turns each code into a translated message. Same shape as the content API's.
 */
export { fieldErrorBody, fieldErrorCode, type FieldErrorBody, type FieldErrorCode } from '@/lib/platform/content-api/schemas/fixedline';
