-- AlterTable
ALTER TABLE "CalibrationRow" ADD COLUMN     "flags" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "runEnd" JSONB;

-- AlterTable
ALTER TABLE "TaskRevision" ADD COLUMN     "taskVerdict" JSONB;
