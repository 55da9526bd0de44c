/** Google Maps search link for a point; opens the Maps app on phones. */
export function mapsUrl(latitude: number, longitude: number): string {
  // Seven decimals is ~1 cm; more only shows floating-point noise in the URL.
  const lat = Number(latitude.toFixed(7));
  const lng = Number(longitude.toFixed(7));
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
