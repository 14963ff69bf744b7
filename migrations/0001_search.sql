-- Full-text search over a question and both options. External-content FTS5 table kept in step
-- with `questions` by triggers, so every write path (seed, submissions, moderation) stays indexed.
CREATE VIRTUAL TABLE `questions_fts` USING fts5(
	question_text,
	option_a,
	option_b,
	content='questions',
	content_rowid='rowid',
	tokenize='unicode61 remove_diacritics 2'
);
--> statement-breakpoint
CREATE TRIGGER `questions_fts_ai` AFTER INSERT ON `questions` BEGIN
	INSERT INTO questions_fts(rowid, question_text, option_a, option_b)
	VALUES (new.rowid, new.question_text, new.option_a, new.option_b);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_ad` AFTER DELETE ON `questions` BEGIN
	INSERT INTO questions_fts(questions_fts, rowid, question_text, option_a, option_b)
	VALUES ('delete', old.rowid, old.question_text, old.option_a, old.option_b);
END;
--> statement-breakpoint
-- Only text changes touch the index: the vote flush rewrites counts often and must stay cheap.
CREATE TRIGGER `questions_fts_au` AFTER UPDATE OF question_text, option_a, option_b ON `questions` BEGIN
	INSERT INTO questions_fts(questions_fts, rowid, question_text, option_a, option_b)
	VALUES ('delete', old.rowid, old.question_text, old.option_a, old.option_b);
	INSERT INTO questions_fts(rowid, question_text, option_a, option_b)
	VALUES (new.rowid, new.question_text, new.option_a, new.option_b);
END;
