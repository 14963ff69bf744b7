ALTER TABLE `categories` ADD `name_zh` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `description_zh` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `seo_title_zh` text;--> statement-breakpoint
ALTER TABLE `categories` ADD `seo_description_zh` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `question_text_zh` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `option_a_zh` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `option_b_zh` text;