-- AlterTable
ALTER TABLE "TaskRevision" ADD COLUMN     "artifactChecks" JSONB;
