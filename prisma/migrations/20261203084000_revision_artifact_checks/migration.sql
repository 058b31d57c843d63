-- AlterTable
ALTER TABLE "TaskRevision" ADD COLUMN     "artifactChecks" JSONB NOT NULL DEFAULT '[]';
