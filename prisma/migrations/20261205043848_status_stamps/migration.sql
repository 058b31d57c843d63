-- CreateTable
CREATE TABLE "StatusStamp" (
    "revisionId" TEXT NOT NULL,
    "stamp" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "StatusStamp_pkey" PRIMARY KEY ("revisionId")
);

-- Status stamps (lib/review-facts/status-memo.ts). A process keeps the task statuses it computed,
-- each with the stamp its revision had before the inputs were read, and reuses one only while the
-- stamp is unchanged. The database raises the stamps, not the code's write paths: every table whose
-- rows a status reads (getTaskStatuses) has the trigger "status_stamp" below, which raises the stamp
-- of each revision whose status the written row (old and new version) can change, in the writing
-- transaction. status-stamps.test.ts writes to each table and fails when a table the status load
-- reads has no trigger here. A missing stamp row reads as 0; rows are never deleted, so a stamp
-- never goes back to a value a process may have kept.

-- Raises the stamps of the given revisions (in id order, so two writers lock them in the same order).
CREATE FUNCTION "status_stamp_bump"(ids TEXT[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "StatusStamp" ("revisionId", "stamp")
  SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY 1
  ON CONFLICT ("revisionId") DO UPDATE SET "stamp" = "StatusStamp"."stamp" + 1;
END $$;

-- The revision itself (any column: its stamp lives in another table, so this cannot recurse).
CREATE FUNCTION "status_stamp_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "status_stamp_bump"(ARRAY[OLD."id"]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "status_stamp_bump"(ARRAY[NEW."id"]); END IF;
  RETURN NULL;
END $$;

-- A task's fields (e.g. its judge) reach its revisions' statuses: a task change raises them all.
CREATE FUNCTION "status_stamp_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "status_stamp_bump"(ARRAY(SELECT "id" FROM "TaskRevision" WHERE "taskId" = OLD."id"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "status_stamp_bump"(ARRAY(SELECT "id" FROM "TaskRevision" WHERE "taskId" = NEW."id"));
  END IF;
  RETURN NULL;
END $$;

-- Rows that belong to one revision: media, judge pairings, calibration rows.
CREATE FUNCTION "status_stamp_owned"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "status_stamp_bump"(ARRAY[OLD."revisionId"]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "status_stamp_bump"(ARRAY[NEW."revisionId"]); END IF;
  RETURN NULL;
END $$;

-- Audit suite runs (getLatestAuditRuns reads kind 'audit:suite', AUDIT_SUITE_KIND, only).
CREATE FUNCTION "status_stamp_job_run"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."kind" = 'audit:suite' THEN PERFORM "status_stamp_bump"(ARRAY[OLD."revisionId"]); END IF;
  IF TG_OP <> 'DELETE' AND NEW."kind" = 'audit:suite' THEN PERFORM "status_stamp_bump"(ARRAY[NEW."revisionId"]); END IF;
  RETURN NULL;
END $$;

-- A ledger or a trajectory: its revision and every revision with a row that links it (a row may
-- link another revision's). TG_ARGV[0]: the CalibrationRow column that links it.
CREATE FUNCTION "status_stamp_linked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  linking TEXT := format('SELECT ARRAY(SELECT "revisionId" FROM "CalibrationRow" WHERE %I = $1)', TG_ARGV[0]);
  ids TEXT[] := '{}';
  linked TEXT[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    EXECUTE linking INTO linked USING OLD."id";
    ids := ids || OLD."revisionId" || linked;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE linking INTO linked USING NEW."id";
    ids := ids || NEW."revisionId" || linked;
  END IF;
  PERFORM "status_stamp_bump"(ids);
  RETURN NULL;
END $$;

-- A score run: its ledger's revision, the revisions whose rows link that ledger, its pairing's revision.
CREATE FUNCTION "status_stamp_score_run"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids TEXT[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    ids := ids || ARRAY(SELECT "revisionId" FROM "Ledger" WHERE "id" = OLD."ledgerId")
               || ARRAY(SELECT "revisionId" FROM "CalibrationRow" WHERE "ledgerId" = OLD."ledgerId")
               || ARRAY(SELECT "revisionId" FROM "JudgePairing" WHERE "id" = OLD."pairingId");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    ids := ids || ARRAY(SELECT "revisionId" FROM "Ledger" WHERE "id" = NEW."ledgerId")
               || ARRAY(SELECT "revisionId" FROM "CalibrationRow" WHERE "ledgerId" = NEW."ledgerId")
               || ARRAY(SELECT "revisionId" FROM "JudgePairing" WHERE "id" = NEW."pairingId");
  END IF;
  PERFORM "status_stamp_bump"(ids);
  RETURN NULL;
END $$;

CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "TaskRevision" FOR EACH ROW EXECUTE FUNCTION "status_stamp_revision"();
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "Task" FOR EACH ROW EXECUTE FUNCTION "status_stamp_task"();
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "Media" FOR EACH ROW EXECUTE FUNCTION "status_stamp_owned"();
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "JudgePairing" FOR EACH ROW EXECUTE FUNCTION "status_stamp_owned"();
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "CalibrationRow" FOR EACH ROW EXECUTE FUNCTION "status_stamp_owned"();
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "JobRun" FOR EACH ROW EXECUTE FUNCTION "status_stamp_job_run"();
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "Ledger" FOR EACH ROW EXECUTE FUNCTION "status_stamp_linked"('ledgerId');
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "Rollout" FOR EACH ROW EXECUTE FUNCTION "status_stamp_linked"('rolloutId');
CREATE TRIGGER "status_stamp" AFTER INSERT OR UPDATE OR DELETE ON "ScoreRun" FOR EACH ROW EXECUTE FUNCTION "status_stamp_score_run"();
