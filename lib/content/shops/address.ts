import type { Shop } from '@/lib/platform/content-api/schemas';

/** The lines of a postal address as the country writes them: the postcode after the town in the UK. */
export function addressLines({ street, zip, city, countryId }: Shop['address']): string[] {
  return countryId === 'GB' ? [street, city, zip] : [street, `${zip} ${city}`];
}

/** A plain maps URL that plans the route to an address (no key, no script; opens in a new window). */
export function directionsUrl(address: Shop['address']): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLines(address).join(', '))}`;
}

/** A plain maps URL that shows a position. */
export function mapUrl({ latitude, longitude }: Shop['geolocation']): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`;
}

/**
 * Positions of locations on a flat overview of `width` × `height` (equirectangular, longitudes scaled
 * by the cosine of the mean latitude), with a margin so that no pin sits on the edge.
 */
export function overviewPositions(points: Shop['geolocation'][], width: number, height: number, margin = 24): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const meanLat = points.reduce((sum, p) => sum + p.latitude, 0) / points.length;
  const scaleX = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map((p) => p.longitude * scaleX);
  const ys = points.map((p) => -p.latitude);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX || 1;
  const spanY = maxY - minY || 1;
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return points.map((_, i) => ({
    x: Math.round((xs[i]! - minX) * scale + offsetX),
    y: Math.round((ys[i]! - minY) * scale + offsetY),
  }));
}
