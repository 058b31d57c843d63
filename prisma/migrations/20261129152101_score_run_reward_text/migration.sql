-- AlterTable
ALTER TABLE "ScoreRun" ADD COLUMN     "rewardText" TEXT NOT NULL DEFAULT '';
