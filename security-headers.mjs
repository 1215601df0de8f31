/**
 * The security headers of every response (issue 17 §3), for next.config.mjs `headers()`. Later
 * entries override earlier ones for the same header, so the identification phone page, which films the
 * ID card and the selfie, is the one place that may use the camera.
 */

/** The phone page the identification upload link opens (lib/platform/i18n/pathnames.ts '/identification/[kind]'). */
const CAMERA_PAGES = ['/identification/:kind', '/:locale/identification/:kind'];

/**
 * payment=(self): the browser's wallet (Payment Request API, ADR 47) is asked by the checkout's payment
 * step and summary and the customer area's top-up and payment pages. A document keeps the policy of
 * its first load and the app router reaches those pages by client-side navigation, so a policy for
 * those pages alone would refuse the wallet there; frames of other origins stay refused.
 */
const permissions = (camera) => `camera=${camera}, microphone=(self), geolocation=(), payment=(self), usb=()`;

/** @param {{ production: boolean }} options */
export function securityHeaders({ production }) {
  const everywhere = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Nobody frames the shop (clickjacking): the CSP directive, and the old header for old browsers.
    { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: permissions('()') },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
  return [
    { source: '/:path*', headers: everywhere },
    ...CAMERA_PAGES.map((source) => ({ source, headers: [{ key: 'Permissions-Policy', value: permissions('(self)') }] })),
  ];
}
