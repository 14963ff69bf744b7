ALTER TABLE `questions` ADD `tags` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `note` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `note_zh` text;