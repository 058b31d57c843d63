-- CreateEnum
CREATE TYPE "SubmissionState" AS ENUM ('submitted', 'accepted', 'rejected');

-- AlterTable
ALTER TABLE "CalibrationRow" ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" TEXT,
ADD COLUMN     "reviewedByName" TEXT,
ADD COLUMN     "submissionState" "SubmissionState";

-- AlterTable
ALTER TABLE "Ledger" ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" TEXT,
ADD COLUMN     "reviewedByName" TEXT,
ADD COLUMN     "submissionState" "SubmissionState";

-- AlterTable
ALTER TABLE "Rollout" ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" TEXT,
ADD COLUMN     "reviewedByName" TEXT,
ADD COLUMN     "submissionState" "SubmissionState";

-- AlterTable
ALTER TABLE "TaskRevision" ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "reviewedAt" TIMESTAMP(3),
ADD COLUMN     "reviewedById" TEXT,
ADD COLUMN     "reviewedByName" TEXT,
ADD COLUMN     "submissionState" "SubmissionState";
