ALTER TABLE `questions` ADD `editorial_rank` integer;--> statement-breakpoint
CREATE INDEX `questions_status_category_editorial_idx` ON `questions` (`status`,`category`,`editorial_rank`);