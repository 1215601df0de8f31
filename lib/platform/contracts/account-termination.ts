/**
 * POST /api/upstream/customerarea/contract:terminate (allow-listed 'upgraded', lib/platform/bff/routes.ts): the
 * wire's body and answer as the termination island sends and reads them. Client-safe.
 *
 * - 200 the confirmation (effective date, number, consequences, where it was sent)
 * - 403 upgrade_required (the island asks for the password or a TAN, then sends it again)
 * - 409 already_terminated, not_terminable (a device)
 */
export { terminationConfirmation, terminationRequest } from '@/lib/platform/content-api/schemas/customer-lines';
