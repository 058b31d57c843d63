-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('draft', 'in_review', 'changes_requested', 'approved');

-- CreateEnum
CREATE TYPE "MediaVerification" AS ENUM ('unverified', 'verified', 'mismatch');

-- CreateEnum
CREATE TYPE "Condition" AS ENUM ('full', 'no_media', 'single_frame', 'video_only', 'audio_only', 'frame_dump_no_tools', 'other');

-- CreateEnum
CREATE TYPE "RowStatus" AS ENUM ('official', 'diagnostic', 'replaced', 'earlier_instruction', 'constructed', 'todo', 'waived');

-- CreateEnum
CREATE TYPE "Verdict" AS ENUM ('approve', 'request_changes', 'comment');

-- CreateTable
CREATE TABLE "Task" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "family" TEXT NOT NULL,
    "judgeId" TEXT,
    "reviewStatus" "ReviewStatus" NOT NULL DEFAULT 'draft',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Task_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TaskRevision" (
    "id" TEXT NOT NULL,
    "taskId" TEXT NOT NULL,
    "contentSha256" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "sourceKind" TEXT NOT NULL,
    "instructionText" TEXT NOT NULL,
    "instructionSha256" TEXT NOT NULL,
    "instructionBytes" INTEGER NOT NULL,
    "taskTomlRaw" TEXT NOT NULL,
    "taskToml" JSONB NOT NULL,
    "specRaw" TEXT,
    "specFrontMatter" JSONB,
    "specCard" JSONB,
    "groundTruthPath" TEXT NOT NULL,
    "groundTruthRaw" BYTEA NOT NULL,
    "groundTruthSha256" TEXT NOT NULL,
    "groundTruth" JSONB,
    "oraclePath" TEXT,
    "oracleRaw" BYTEA,
    "oracleSha256" TEXT,
    "oracle" JSONB,
    "oracleNote" TEXT,
    "vocabularies" JSONB NOT NULL,
    "judgeId" TEXT,
    "familySource" TEXT,
    "unparsedNotes" JSONB NOT NULL,
    "findings" JSONB NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TaskRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JudgePairing" (
    "id" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "judgeId" TEXT NOT NULL,
    "isPrimary" BOOLEAN NOT NULL,
    "label" TEXT NOT NULL,
    "groundTruthPath" TEXT NOT NULL,
    "groundTruthRaw" BYTEA NOT NULL,
    "groundTruthSha256" TEXT NOT NULL,
    "judgeOptions" JSONB NOT NULL,

    CONSTRAINT "JudgePairing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Media" (
    "id" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "url" TEXT,
    "sha256" TEXT,
    "byteLength" BIGINT,
    "durationSec" DOUBLE PRECISION,
    "width" INTEGER,
    "height" INTEGER,
    "fps" DOUBLE PRECISION,
    "frameCount" INTEGER,
    "codec" TEXT,
    "hasAudio" BOOLEAN,
    "verification" "MediaVerification" NOT NULL DEFAULT 'unverified',
    "verifiedAt" TIMESTAMP(3),
    "verifyNote" TEXT,
    "localPath" TEXT,
    "sources" JSONB NOT NULL,

    CONSTRAINT "Media_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CalibrationRow" (
    "id" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "harness" TEXT NOT NULL,
    "harnessRaw" TEXT NOT NULL,
    "harnessVersion" TEXT,
    "model" TEXT,
    "reasoning" TEXT,
    "condition" "Condition" NOT NULL,
    "conditionLabel" TEXT NOT NULL,
    "claimedScore" DOUBLE PRECISION,
    "claimedScoreText" TEXT NOT NULL,
    "claimedScoreApprox" BOOLEAN NOT NULL DEFAULT false,
    "runIndex" INTEGER,
    "runCount" INTEGER,
    "claimedTurns" INTEGER,
    "claimedTurnsText" TEXT NOT NULL,
    "instructionSha256" TEXT,
    "wrapped" BOOLEAN,
    "networkPosture" TEXT,
    "status" "RowStatus" NOT NULL,
    "notes" TEXT NOT NULL,
    "sourceFile" TEXT NOT NULL,
    "sourceTable" TEXT NOT NULL,
    "sourceLine" INTEGER NOT NULL,
    "cells" JSONB NOT NULL,
    "citedLedgerPath" TEXT,
    "citedRolloutPath" TEXT,
    "findings" JSONB NOT NULL,
    "ledgerId" TEXT,
    "rolloutId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CalibrationRow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Ledger" (
    "id" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "raw" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "byteLength" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Ledger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Rollout" (
    "id" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "raw" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "byteLength" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "toolCallTurns" INTEGER,
    "summary" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Rollout_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Artifact" (
    "id" TEXT NOT NULL,
    "revisionId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "raw" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "byteLength" INTEGER NOT NULL,

    CONSTRAINT "Artifact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScoreRun" (
    "id" TEXT NOT NULL,
    "ledgerId" TEXT NOT NULL,
    "pairingId" TEXT NOT NULL,
    "judgeId" TEXT NOT NULL,
    "reward" JSONB NOT NULL,
    "rewardValue" DOUBLE PRECISION NOT NULL,
    "reason" TEXT NOT NULL,
    "events" JSONB NOT NULL,
    "durationMs" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScoreRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "taskId" TEXT NOT NULL,
    "author" TEXT NOT NULL,
    "verdict" "Verdict" NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Comment" (
    "id" TEXT NOT NULL,
    "taskId" TEXT NOT NULL,
    "reviewId" TEXT,
    "author" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "anchor" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Comment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TaskRevision_taskId_importedAt_idx" ON "TaskRevision"("taskId", "importedAt");

-- CreateIndex
CREATE UNIQUE INDEX "TaskRevision_taskId_contentSha256_key" ON "TaskRevision"("taskId", "contentSha256");

-- CreateIndex
CREATE INDEX "JudgePairing_revisionId_idx" ON "JudgePairing"("revisionId");

-- CreateIndex
CREATE UNIQUE INDEX "JudgePairing_revisionId_judgeId_groundTruthSha256_key" ON "JudgePairing"("revisionId", "judgeId", "groundTruthSha256");

-- CreateIndex
CREATE INDEX "Media_revisionId_idx" ON "Media"("revisionId");

-- CreateIndex
CREATE INDEX "CalibrationRow_revisionId_ordinal_idx" ON "CalibrationRow"("revisionId", "ordinal");

-- CreateIndex
CREATE INDEX "CalibrationRow_ledgerId_idx" ON "CalibrationRow"("ledgerId");

-- CreateIndex
CREATE INDEX "CalibrationRow_rolloutId_idx" ON "CalibrationRow"("rolloutId");

-- CreateIndex
CREATE INDEX "Ledger_revisionId_idx" ON "Ledger"("revisionId");

-- CreateIndex
CREATE UNIQUE INDEX "Ledger_revisionId_path_key" ON "Ledger"("revisionId", "path");

-- CreateIndex
CREATE INDEX "Rollout_revisionId_idx" ON "Rollout"("revisionId");

-- CreateIndex
CREATE UNIQUE INDEX "Rollout_revisionId_path_key" ON "Rollout"("revisionId", "path");

-- CreateIndex
CREATE INDEX "Artifact_revisionId_idx" ON "Artifact"("revisionId");

-- CreateIndex
CREATE UNIQUE INDEX "Artifact_revisionId_path_key" ON "Artifact"("revisionId", "path");

-- CreateIndex
CREATE INDEX "ScoreRun_pairingId_idx" ON "ScoreRun"("pairingId");

-- CreateIndex
CREATE UNIQUE INDEX "ScoreRun_ledgerId_pairingId_key" ON "ScoreRun"("ledgerId", "pairingId");

-- CreateIndex
CREATE INDEX "Review_taskId_createdAt_idx" ON "Review"("taskId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_taskId_createdAt_idx" ON "Comment"("taskId", "createdAt");

-- CreateIndex
CREATE INDEX "Comment_reviewId_idx" ON "Comment"("reviewId");

-- AddForeignKey
ALTER TABLE "TaskRevision" ADD CONSTRAINT "TaskRevision_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JudgePairing" ADD CONSTRAINT "JudgePairing_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Media" ADD CONSTRAINT "Media_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalibrationRow" ADD CONSTRAINT "CalibrationRow_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalibrationRow" ADD CONSTRAINT "CalibrationRow_ledgerId_fkey" FOREIGN KEY ("ledgerId") REFERENCES "Ledger"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CalibrationRow" ADD CONSTRAINT "CalibrationRow_rolloutId_fkey" FOREIGN KEY ("rolloutId") REFERENCES "Rollout"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ledger" ADD CONSTRAINT "Ledger_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Rollout" ADD CONSTRAINT "Rollout_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Artifact" ADD CONSTRAINT "Artifact_revisionId_fkey" FOREIGN KEY ("revisionId") REFERENCES "TaskRevision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScoreRun" ADD CONSTRAINT "ScoreRun_ledgerId_fkey" FOREIGN KEY ("ledgerId") REFERENCES "Ledger"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScoreRun" ADD CONSTRAINT "ScoreRun_pairingId_fkey" FOREIGN KEY ("pairingId") REFERENCES "JudgePairing"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_taskId_fkey" FOREIGN KEY ("taskId") REFERENCES "Task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "Review"("id") ON DELETE SET NULL ON UPDATE CASCADE;
