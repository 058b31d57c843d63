-- CreateIndex
CREATE INDEX "TaskRevision_taskId_submissionState_idx" ON "TaskRevision"("taskId", "submissionState");

-- CreateIndex
CREATE INDEX "CalibrationRow_submissionState_revisionId_idx" ON "CalibrationRow"("submissionState", "revisionId");

-- CreateIndex
CREATE INDEX "Ledger_submissionState_revisionId_idx" ON "Ledger"("submissionState", "revisionId");

-- CreateIndex
CREATE INDEX "Rollout_submissionState_revisionId_idx" ON "Rollout"("submissionState", "revisionId");
