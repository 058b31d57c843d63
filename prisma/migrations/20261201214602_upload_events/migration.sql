-- CreateTable
CREATE TABLE "UploadEvent" (
    "id" TEXT NOT NULL,
    "taskId" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "claimedScore" DOUBLE PRECISION,
    "claimedScoreText" TEXT,
    "fileName" TEXT,
    "sha256" TEXT,
    "byteLength" INTEGER,
    "alreadyStored" BOOLEAN NOT NULL,
    "authorId" TEXT,
    "authorName" TEXT,
    "ledgerId" TEXT,
    "rolloutId" TEXT,
    "rowId" TEXT,
    "outcome" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "UploadEvent_taskId_createdAt_idx" ON "UploadEvent"("taskId", "createdAt");

-- CreateIndex
CREATE INDEX "UploadEvent_revisionId_idx" ON "UploadEvent"("revisionId");

-- CreateIndex
CREATE INDEX "UploadEvent_ledgerId_idx" ON "UploadEvent"("ledgerId");

-- CreateIndex
CREATE INDEX "UploadEvent_rolloutId_idx" ON "UploadEvent"("rolloutId");

-- CreateIndex
CREATE INDEX "UploadEvent_rowId_idx" ON "UploadEvent"("rowId");

-- AddForeignKey
ALTER TABLE "UploadEvent" ADD CONSTRAINT "UploadEvent_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UploadEvent" ADD CONSTRAINT "UploadEvent_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UploadEvent" ADD CONSTRAINT "UploadEvent_ledgerId_fkey" FOREIGN KEY ("ledgerId") REFERENCES "Ledger"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UploadEvent" ADD CONSTRAINT "UploadEvent_rolloutId_fkey" FOREIGN KEY ("rolloutId") REFERENCES "Rollout"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UploadEvent" ADD CONSTRAINT "UploadEvent_rowId_fkey" FOREIGN KEY ("rowId") REFERENCES "CalibrationRow"("id") ON DELETE SET NULL ON UPDATE CASCADE;
