/**
 * The ZIP code a parent gave after sign-up (issue 24's onboarding), kept on this device so the
 * dashboard's checklist knows the first search is done and links back to results near it.
 * Blocked storage forgets.
 */
const keyOf = (userId: number | string) => `ftc-care-zip:${userId}`;

export function rememberCareZip(userId: number | string, zip: string): void {
  try {
    localStorage.setItem(keyOf(userId), zip);
  } catch {
    // Full or blocked: the checklist offers the search again.
  }
}

export function careZip(userId: number | string | undefined): string | undefined {
  if (userId === undefined) return undefined;
  try {
    const zip = localStorage.getItem(keyOf(userId));
    return zip && /^\d{5}$/.test(zip) ? zip : undefined;
  } catch {
    return undefined;
  }
}

/** `/caregivers?near=…` (and `service`), the results near a ZIP. */
export function resultsNear(zip: string, service?: string): string {
  const query = new URLSearchParams({ near: zip });
  if (service) query.append('service', service);
  return `/caregivers?${query}`;
}
