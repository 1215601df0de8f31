/**
 * What the SIM and eSIM screen's islands send and read through /api/upstream (ADR 18): the wire's own
 * schemas (lib/platform/content-api/schemas/sim-cards.ts), re-exported for components, which never import the
 * wire directly. Client-safe.
 */
export {
  authorisationCode,
  authorisationCodes,
  authorisationCodeType,
  simReplacement,
  simReplacementConfirmation,
  simReplacementRequest,
  simState,
  type SimReplacementConfirmation,
  type SimReplacementRequest,
} from '@/lib/platform/content-api/schemas/sim-cards';
export { simType } from '@/lib/platform/content-api/schemas/tariffs';
