-- AlterTable
ALTER TABLE "Ledger" ADD COLUMN     "source" TEXT;

-- AlterTable
ALTER TABLE "Rollout" ADD COLUMN     "source" TEXT;

-- CreateTable
CREATE TABLE "RepublishSlot" (
    "taskId" TEXT NOT NULL,
    "notBefore" TIMESTAMP(3) NOT NULL,
    "claimToken" TEXT NOT NULL,
    "runId" TEXT,

    CONSTRAINT "RepublishSlot_pkey" PRIMARY KEY ("taskId")
);

-- An uploaded ledger or trajectory keeps the channel it came through (issue 34: the pages said only
-- "upload"). Stored ones take it from their first upload event ("via"); one whose event did not
-- record it reads "upload" (channel not recorded). A folder's file stays null: its revision's
-- source names the folder or the pull request head.
UPDATE "Ledger" AS l SET "source" = 'upload (' || e.via || ')'
FROM (
  SELECT DISTINCT ON ("ledgerId") "ledgerId", "outcome"->>'via' AS via
  FROM "UploadEvent" WHERE "ledgerId" IS NOT NULL ORDER BY "ledgerId", "createdAt"
) AS e
WHERE l."id" = e."ledgerId" AND l."origin" = 'upload' AND e.via IN ('form', 'API', 'CLI');
UPDATE "Ledger" SET "source" = 'upload' WHERE "origin" = 'upload' AND "source" IS NULL;

UPDATE "Rollout" AS r SET "source" = 'upload (' || e.via || ')'
FROM (
  SELECT DISTINCT ON ("rolloutId") "rolloutId", "outcome"->>'via' AS via
  FROM "UploadEvent" WHERE "rolloutId" IS NOT NULL ORDER BY "rolloutId", "createdAt"
) AS e
WHERE r."id" = e."rolloutId" AND r."origin" = 'upload' AND e.via IN ('form', 'API', 'CLI');
UPDATE "Rollout" SET "source" = 'upload' WHERE "origin" = 'upload' AND "source" IS NULL;
