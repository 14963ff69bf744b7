-- drizzle-kit writes ALTER TABLE ... REFERENCES without its ON DELETE rule; SET NULL added by hand so
-- deleting an account keeps its submitted questions.
ALTER TABLE `questions` ADD `submitted_by_user_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `questions_submitter_idx` ON `questions` (`submitted_by_user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `voter_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_voter_hash_unique` ON `users` (`voter_hash`);--> statement-breakpoint
CREATE INDEX `likes_voter_idx` ON `likes` (`voter_hash`,`created_at`);