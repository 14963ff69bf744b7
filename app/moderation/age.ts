import { m } from "#domain/paraglide/messages.js";

/** A submission's age as moderators read it: hours for the first two days, then days. */
export function formatAge(hours: number): string {
  if (hours < 1) return m.moderation_age_under_hour();
  if (hours < 48) return m.moderation_age_hours({ hours: Math.floor(hours) });
  return m.moderation_age_days({ days: Math.floor(hours / 24) });
}
