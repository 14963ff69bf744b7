// How long the site keeps what people send it; the privacy policy quotes these, and the daily
// cleanup (worker/services/retention.ts) enforces them.
export const RETENTION_DAYS = {
  /** Contact messages, from the day they arrive (handled or not). */
  contactMessages: 90,
  /** Declined submissions, from the day of the decision, long enough to read the reason. */
  rejectedSubmissions: 30,
  /** A signed-in session, however active: then the account signs in again (ASVS 7.3.2). */
  sessionLifetime: 30,
  /** The development mailbox (MAILBOX=on only). */
  devMail: 7,
  /** A finished room's summary for its host, from the room's end. */
  roomSummaries: 30,
} as const;

/** A room lives this long from its creation, then its object deletes everything it held. */
export const ROOM_LIFETIME_HOURS = 4;
