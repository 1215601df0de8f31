/** The kinds of device the shop sells (SPEC §3), each with its own pages (lib/catalogue/devices.ts DEVICE_ROUTES). */
export const DEVICE_KINDS = ['smartphone', 'router', 'repeater'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
