import 'server-only';
import QRCode from 'qrcode';

/**
 * A QR code drawn on the server as an SVG data URL, which an <img> shows with its text alternative
 * (the page works before and without JavaScript); URL-encoded, so it works wherever it renders.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
