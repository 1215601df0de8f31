/**
 * The personal details' calls as the customer area's islands make them through the door
 * (/api/upstream, allow-listed in lib/platform/bff/routes.ts): the wire's own schemas, one definition for the
 * reference API, the door and the forms. Client-safe.
 */
export {
  customer,
  customerUpdate,
  emailChangeConfirm,
  emailChangePending,
  emailChangeRequest,
} from '@/lib/platform/content-api/schemas/customer';
export type { CustomerUpdate } from '@/lib/platform/content-api/schemas/customer';
