-- AlterTable
ALTER TABLE "Media" ADD COLUMN     "probe" JSONB,
ADD COLUMN     "probedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "revisionId" TEXT;

-- CreateTable
CREATE TABLE "RevisionCommit" (
    "id" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "repo" TEXT NOT NULL,
    "folder" TEXT NOT NULL,
    "sha" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "authorDate" TIMESTAMP(3) NOT NULL,
    "message" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RevisionCommit_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RevisionCommit_sha_idx" ON "RevisionCommit"("sha");

-- CreateIndex
CREATE UNIQUE INDEX "RevisionCommit_revisionId_sha_key" ON "RevisionCommit"("revisionId", "sha");

-- CreateIndex
CREATE INDEX "Review_revisionId_idx" ON "Review"("revisionId");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RevisionCommit" ADD CONSTRAINT "RevisionCommit_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;
