-- AlterTable
ALTER TABLE "TaskRevision" ADD COLUMN     "contractFindings" JSONB;
