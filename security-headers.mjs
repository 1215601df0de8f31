/**
 * The security headers of every response (issue 17 §3), for next.config.mjs `headers()`. Later
 * entries override earlier ones for the same header, so the identification phone page, which films the
 * ID card and the selfie, is the one place that may use the camera, and the checkout's payment step
 * and summary and the top-up page the only ones that may ask the browser's wallet to pay.
 */

/** The phone page the identification upload link opens (lib/i18n/pathnames.ts '/identification/[kind]'). */
const CAMERA_PAGES = ['/identification/:kind', '/:locale/identification/:kind'];

/**
 * Where the browser's wallet may pay (Payment Request API, ADR 47), in every language
 * (lib/i18n/pathnames.ts): the checkout's payment step asks whether it can, the summary opens its
 * sheet; the customer area's top-up and payment-method pages do both.
 */
const PAYMENT_STEPS = [
  ...['kasse/zahlung', 'kasse/uebersicht', 'checkout/payment', 'checkout/summary', 'commande/paiement', 'commande/recapitulatif', 'cassa/pagamento', 'cassa/riepilogo'],
  ...['mein-konto/aufladen/:product', 'account/top-up/:product', 'mon-compte/recharger/:product', 'area-clienti/ricarica/:product'],
  ...['mein-konto/zahlung', 'account/payment', 'mon-compte/paiement', 'area-clienti/pagamento'],
];
const PAYMENT_PAGES = PAYMENT_STEPS.flatMap((path) => [`/${path}`, `/:locale/${path}`]);

const permissions = (camera, payment = '()') => `camera=${camera}, microphone=(self), geolocation=(), payment=${payment}, usb=()`;

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
    ...PAYMENT_PAGES.map((source) => ({ source, headers: [{ key: 'Permissions-Policy', value: permissions('()', '(self)') }] })),
  ];
}
