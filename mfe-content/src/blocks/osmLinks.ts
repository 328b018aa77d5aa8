import { LAYOUT } from '@stride/shared';

const OSM = 'https://www.openstreetmap.org';

function fixed(value: number): string {
  return value.toFixed(6);
}

/**
 * The OpenStreetMap embed around a point: a box as wide as the base screen width at that zoom (256 px
 * tiles, 360° at zoom 0), as tall as the frame, with a marker on the point. No API key is involved.
 */
export function osmEmbedUrl(latitude: number, longitude: number, zoom: number, heightPx: number): string {
  const degreesPerPx = 360 / (256 * 2 ** zoom);
  const halfWidth = (LAYOUT.imageBaseWidth / 2) * degreesPerPx;
  const halfHeight = (heightPx / 2) * degreesPerPx * Math.cos((latitude * Math.PI) / 180);
  const bbox = [longitude - halfWidth, latitude - halfHeight, longitude + halfWidth, latitude + halfHeight]
    .map(fixed)
    .join(',');
  return `${OSM}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(latitude)},${fixed(longitude)}`;
}

/** The full map at that point, or a search for the address when there is no point. */
export function osmLink(address: string, point: { latitude: number; longitude: number; zoom: number } | null): string {
  if (!point) return `${OSM}/search?query=${encodeURIComponent(address)}`;
  const lat = fixed(point.latitude);
  const lon = fixed(point.longitude);
  return `${OSM}/?mlat=${lat}&mlon=${lon}#map=${point.zoom}/${lat}/${lon}`;
}
