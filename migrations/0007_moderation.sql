CREATE TABLE `moderation_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_user_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`question_id` text,
	`contact_message_id` integer,
	`before` text,
	`after` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`actor_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `moderation_log_created_idx` ON `moderation_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`question_id` text NOT NULL,
	`voter_hash` text NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	PRIMARY KEY(`question_id`, `voter_hash`),
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reports_open_idx` ON `reports` (`resolved_at`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
ALTER TABLE `questions` ADD `review_flags` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `rejection_note` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `questions` ADD `status_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `questions_status_token_hash_unique` ON `questions` (`status_token_hash`);--> statement-breakpoint
ALTER TABLE `users` ADD `role` text DEFAULT 'user' NOT NULL;