-- AlterTable
ALTER TABLE "TaskRevision" ADD COLUMN     "pullRequestId" TEXT;

-- CreateTable
CREATE TABLE "PullRequest" (
    "id" TEXT NOT NULL,
    "baseRepo" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "baseRef" TEXT NOT NULL,
    "baseSha" TEXT NOT NULL,
    "headRepo" TEXT NOT NULL,
    "headRef" TEXT NOT NULL,
    "headSha" TEXT NOT NULL,
    "headCloneUrl" TEXT NOT NULL,
    "taskFolders" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PullRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "action" TEXT,
    "outcome" TEXT NOT NULL,
    "detail" TEXT,
    "pullRequestId" TEXT,
    "jobRunId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PublishAttempt" (
    "id" TEXT NOT NULL,
    "pullRequestId" TEXT NOT NULL,
    "taskId" TEXT NOT NULL,
    "revisionId" TEXT,
    "kind" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "ok" BOOLEAN NOT NULL,
    "detail" TEXT NOT NULL,
    "error" TEXT,
    "jobRunId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublishAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PullRequest_number_idx" ON "PullRequest"("number");

-- CreateIndex
CREATE UNIQUE INDEX "PullRequest_baseRepo_number_key" ON "PullRequest"("baseRepo", "number");

-- CreateIndex
CREATE INDEX "WebhookDelivery_pullRequestId_receivedAt_idx" ON "WebhookDelivery"("pullRequestId", "receivedAt");

-- CreateIndex
CREATE INDEX "PublishAttempt_pullRequestId_createdAt_idx" ON "PublishAttempt"("pullRequestId", "createdAt");

-- AddForeignKey
ALTER TABLE "TaskRevision" ADD CONSTRAINT "TaskRevision_pullRequestId_fkey" FOREIGN KEY ("pullRequestId") REFERENCES "PullRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_pullRequestId_fkey" FOREIGN KEY ("pullRequestId") REFERENCES "PullRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PublishAttempt" ADD CONSTRAINT "PublishAttempt_pullRequestId_fkey" FOREIGN KEY ("pullRequestId") REFERENCES "PullRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
