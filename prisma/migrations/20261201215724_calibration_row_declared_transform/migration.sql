-- AlterTable
ALTER TABLE "CalibrationRow" ADD COLUMN     "declaredTransform" TEXT;
