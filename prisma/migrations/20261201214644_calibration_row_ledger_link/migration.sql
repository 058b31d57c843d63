-- AlterTable
ALTER TABLE "CalibrationRow" ADD COLUMN     "ledgerLink" TEXT;

-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "isDemo" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "TaskRevision" ALTER COLUMN "groundTruthPath" DROP NOT NULL,
ALTER COLUMN "groundTruthRaw" DROP NOT NULL,
ALTER COLUMN "groundTruthSha256" DROP NOT NULL;
