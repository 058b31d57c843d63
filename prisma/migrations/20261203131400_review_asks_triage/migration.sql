-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "anchorKind" TEXT,
ADD COLUMN     "anchorRef" TEXT;

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "assignedAt" TIMESTAMP(3),
ADD COLUMN     "assignedReviewerId" TEXT,
ADD COLUMN     "assignedReviewerName" TEXT;

-- CreateTable
CREATE TABLE "ReviewAsk" (
    "id" TEXT NOT NULL,
    "taskId" TEXT NOT NULL,
    "reviewId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "anchorKind" TEXT NOT NULL DEFAULT 'text',
    "anchorRef" TEXT,
    "maintainerSide" BOOLEAN NOT NULL DEFAULT false,
    "tickedAt" TIMESTAMP(3),
    "tickedById" TEXT,
    "tickedByName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewAsk_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReviewAsk_taskId_createdAt_idx" ON "ReviewAsk"("taskId", "createdAt");

-- CreateIndex
CREATE INDEX "ReviewAsk_reviewId_idx" ON "ReviewAsk"("reviewId");

-- AddForeignKey
ALTER TABLE "ReviewAsk" ADD CONSTRAINT "ReviewAsk_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewAsk" ADD CONSTRAINT "ReviewAsk_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE CASCADE ON UPDATE CASCADE;
