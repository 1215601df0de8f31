import { customVoicemailAvailability } from '@/lib/platform/content-api/schemas/voicemail';
import { routeContract } from './answer';

/**
 * The voicemail screen's calls from the browser: settings, speakers and removing the greeting through
 * the door (/api/upstream, allow-listed in lib/platform/bff/routes.ts) with the wire's own schemas, and the
 * greeting's audio through its own route handler (the door forwards JSON only). Client-safe.
 */
export {
  customVoicemailAvailability,
  voicemailSettings,
  voicemailSettingsChange,
  voicemailSpeakers,
  type CallForward,
  type CustomVoicemailAvailability,
  type VoicemailSettings,
  type VoicemailSettingsChange,
  type VoicemailSpeaker,
} from '@/lib/platform/content-api/schemas/voicemail';

/** The greeting of a line: GET plays it (its audio type), PUT uploads one (the audio as the body, with its type). */
export const greetingPath = (productKey: string) => `/api/account/voicemail/${encodeURIComponent(productKey)}/greeting`;

/**
 * PUT …/greeting answers the greeting's availability ({available: true}: it is now what callers
 * hear); 413 too_large above 2 MB, 415 unsupported_type for anything but MP3, WAV, Ogg or WebM audio
 * (by its bytes), 404 not_found for a line without voicemail or not the customer's.
 */
export const greetingUploadContract = routeContract(customVoicemailAvailability, [
  'too_large',
  'unsupported_type',
  'not_found',
  'session_expired',
]);
