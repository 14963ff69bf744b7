CREATE TABLE `categories` (
	`name` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`color_class` text NOT NULL,
	`gradient` text NOT NULL,
	`icon` text NOT NULL,
	`description` text NOT NULL,
	`seo_title` text NOT NULL,
	`seo_description` text NOT NULL,
	`mature` integer DEFAULT false NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE TABLE `featured_days` (
	`day` text PRIMARY KEY NOT NULL,
	`question_id` text NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `featured_days_question_idx` ON `featured_days` (`question_id`,`day`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`question_text` text NOT NULL,
	`option_a` text NOT NULL,
	`option_b` text NOT NULL,
	`category` text NOT NULL,
	`votes_a` integer DEFAULT 0 NOT NULL,
	`votes_b` integer DEFAULT 0 NOT NULL,
	`votes_total` integer GENERATED ALWAYS AS (votes_a + votes_b) VIRTUAL,
	`status` text DEFAULT 'pending' NOT NULL,
	`submitted_by` text,
	`dedupe_key` text NOT NULL,
	`created_at` integer NOT NULL,
	`published_at` integer,
	FOREIGN KEY (`category`) REFERENCES `categories`(`name`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `questions_slug_unique` ON `questions` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `questions_dedupe_key_unique` ON `questions` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `questions_status_created_idx` ON `questions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_status_category_created_idx` ON `questions` (`status`,`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `questions_status_total_idx` ON `questions` (`status`,`votes_total`);--> statement-breakpoint
CREATE INDEX `questions_status_category_total_idx` ON `questions` (`status`,`category`,`votes_total`);--> statement-breakpoint
CREATE TABLE `votes` (
	`question_id` text NOT NULL,
	`voter_hash` text NOT NULL,
	`option` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`question_id`, `voter_hash`),
	FOREIGN KEY (`question_id`) REFERENCES `questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `votes_voter_idx` ON `votes` (`voter_hash`);