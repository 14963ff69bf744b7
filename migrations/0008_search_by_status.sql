-- The full-text index also holds each question's status, so a search is counted inside the index
-- (decision 0013). Before, the count checked every published question against the matches: at
-- 100,000 questions that was 5-35 ms of D1 time per search. Status changes (moderation) now update
-- the index too; vote counts still never touch it.
DROP TRIGGER `questions_fts_ai`;
--> statement-breakpoint
DROP TRIGGER `questions_fts_ad`;
--> statement-breakpoint
DROP TRIGGER `questions_fts_au`;
--> statement-breakpoint
DROP TABLE `questions_fts`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `questions_fts` USING fts5(
	question_text,
	option_a,
	option_b,
	status,
	content='questions',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO questions_fts(questions_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `questions_fts_ai` AFTER INSERT ON `questions` BEGIN
	INSERT INTO questions_fts(rowid, question_text, option_a, option_b, status)
	VALUES (new.rowid, new.question_text, new.option_a, new.option_b, new.status);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_ad` AFTER DELETE ON `questions` BEGIN
	INSERT INTO questions_fts(questions_fts, rowid, question_text, option_a, option_b, status)
	VALUES ('delete', old.rowid, old.question_text, old.option_a, old.option_b, old.status);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_au` AFTER UPDATE OF question_text, option_a, option_b, status ON `questions` BEGIN
	INSERT INTO questions_fts(questions_fts, rowid, question_text, option_a, option_b, status)
	VALUES ('delete', old.rowid, old.question_text, old.option_a, old.option_b, old.status);
	INSERT INTO questions_fts(rowid, question_text, option_a, option_b, status)
	VALUES (new.rowid, new.question_text, new.option_a, new.option_b, new.status);
END;
