/**
 * What the customer area's portings screen sends and reads through /api/upstream (ADR 18): the wire's
 * own schemas (lib/platform/content-api/schemas/portings.ts), re-exported for components, which never import
 * the wire directly. Client-safe.
 */
export {
  fixedLinePorting,
  fixedLinePortingChange,
  fixedLinePortings,
  mobilePorting,
  mobilePortingChange,
  mobilePortings,
  PORTING_CONTRACT_TYPES,
  type FixedLinePortingChange,
  type MobilePortingChange,
} from '@/lib/platform/content-api/schemas/portings';
