/**
 * A link that opens the clinic on a map (Google Maps' search by text, which every phone opens in
 * its maps app): the clinic's name and address, since clinics keep no coordinates.
 */
export function clinicMapLink(clinic: { name: string; address: string }): string {
  const query = [clinic.name, clinic.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}`;
}
