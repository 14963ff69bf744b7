/** A submission's age as moderators read it: hours for the first two days, then days. */
export function formatAge(hours: number): string {
  if (hours < 1) return "less than an hour";
  if (hours < 48) return `${Math.floor(hours)} h`;
  return `${Math.floor(hours / 24)} days`;
}
