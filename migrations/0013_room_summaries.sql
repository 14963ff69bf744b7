CREATE TABLE `room_summaries` (
	`key_hash` text PRIMARY KEY NOT NULL,
	`summary` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `room_summaries_expires_idx` ON `room_summaries` (`expires_at`);