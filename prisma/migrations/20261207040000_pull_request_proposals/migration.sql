-- A pull request proposes; a maintainer accepts (issue 32). A revision keeps the title and family its
-- folder states, so a submission (a PR's head, a pushed archive) leaves Task as it is until a
-- maintainer accepts it (lib/submissions/store/review-submission.ts applies them then).
ALTER TABLE "TaskRevision" ADD COLUMN "proposedTitle" TEXT;
ALTER TABLE "TaskRevision" ADD COLUMN "proposedFamily" TEXT;

-- The same webhook body under a new delivery id is a replay: refused by this index.
ALTER TABLE "WebhookDelivery" ADD COLUMN "bodySha256" TEXT;
CREATE UNIQUE INDEX "WebhookDelivery_bodySha256_key" ON "WebhookDelivery"("bodySha256");
