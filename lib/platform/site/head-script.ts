import { CONSENT_BOOT_SCRIPT } from '@/lib/platform/consent/consent';

/**
 * Set by the head script in every browser that runs scripts, for the browser session: pages rendered
 * per request stream their content after a loading state only to such browsers (ADR 34), because a
 * streamed part is put in place by a script; without it the loading state would stay.
 */
export const SCRIPTED_COOKIE = 'js';

/**
 * The layout's one inline script of its own, first in the head: it marks the browser as running
 * scripts (SCRIPTED_COOKIE) and then runs the consent boot script (lib/platform/consent/consent.ts). A constant,
 * allowed by its hash in every page's Content-Security-Policy.
 */
export const HEAD_SCRIPT = `document.cookie='${SCRIPTED_COOKIE}=1;path=/;SameSite=Lax';${CONSENT_BOOT_SCRIPT}`;
