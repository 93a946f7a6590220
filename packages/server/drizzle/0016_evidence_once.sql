-- An ended account's evidence is kept once, in rule_decisions (the decision whose time is the
-- account's ended_at). Any account whose decision row is missing gets one first, so nothing
-- is lost when the copy on the account goes.
INSERT INTO "rule_decisions" ("account_id", "rule", "outcome", "evidence", "time")
SELECT a."id", a."evidence"->>'rule', a."evidence"->>'outcome', a."evidence", a."ended_at"
FROM "accounts" a
WHERE a."evidence" IS NOT NULL AND a."ended_at" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "rule_decisions" d
  WHERE d."account_id" = a."id" AND d."time" = a."ended_at" AND d."outcome" <> 'stopOut'
);--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "evidence";
