// POST /api/tasks/{id}/rows, /uploads, /revisions (contributor submissions; need "submit"), POST /api/tasks (a new
// task from an archive; need "review").
import { rowInputSchema } from "../../uploads/row-input";
import { uploadFields } from "../../uploads/upload-input";
import { SUBMISSION_KINDS } from "../../submissions/policy";
import { answer } from "../answers";
import { binaryFile, ErrorSchema, GUARD_RESPONSES, MULTIPART_RESPONSES, taskIdParam, z, type Registrar } from "../registry";

export const registerTaskSubmissions: Registrar = (registry) => {
  const Row = registry.register("RowInput", rowInputSchema);
  registry.registerPath({
    method: "post",
    path: "/api/tasks/{id}/rows",
    summary: "Submit one calibration row with its ledger (and trajectory); re-scored at once",
    description: "Needs `submit` on the task. The answer lists every claim that does not reproduce (`notReproduced`).",
    request: {
      params: taskIdParam,
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({
              row: Row.openapi({ description: "the row's fields as JSON text" }),
              ledger: binaryFile("the ledger (solution.json)"),
              trajectory: binaryFile("the trajectory (.jsonl)").optional(),
            }),
          },
        },
      },
    },
    responses: { 201: answer("POST /api/tasks/{id}/rows", 201, "stored; claims checked"), ...GUARD_RESPONSES, ...MULTIPART_RESPONSES },
  });
  registry.registerPath({
    method: "post",
    path: "/api/tasks/{id}/uploads",
    summary: "Upload a ledger or a trajectory to the task's latest revision",
    request: {
      params: taskIdParam,
      body: { content: { "multipart/form-data": { schema: uploadFields.extend({ file: binaryFile("the file") }) } } },
    },
    responses: {
      201: answer("POST /api/tasks/{id}/uploads", 201, "stored and re-scored"),
      200: answer("POST /api/tasks/{id}/uploads", 200, "the same bytes were already stored"),
      ...GUARD_RESPONSES,
      ...MULTIPART_RESPONSES,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/tasks/{id}/revisions",
    summary: "Submit the task folder (.tar.gz or .zip) as a new revision",
    request: {
      params: taskIdParam,
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({ archive: binaryFile("the task folder archive"), salvageSpec: z.enum(["1"]).optional() }),
          },
        },
      },
    },
    responses: {
      201: answer("POST /api/tasks/{id}/revisions", 201, "a new revision"),
      200: answer("POST /api/tasks/{id}/revisions", 200, "unchanged: identical content"),
      ...GUARD_RESPONSES,
      ...MULTIPART_RESPONSES,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/tasks",
    summary: "Create a task from a task folder archive (.tar.gz or .zip); the id is the one task.toml names",
    description:
      "Needs `review` (maintainer, admin; a token for all tasks). The same extraction and importer as a revision; 409 when the task exists.",
    request: {
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({ archive: binaryFile("the task folder archive"), salvageSpec: z.enum(["1"]).optional() }),
          },
        },
      },
    },
    responses: {
      201: answer("POST /api/tasks", 201, "the task and its first revision"),
      409: { description: "a task with that id exists", content: { "application/json": { schema: ErrorSchema } } },
      ...GUARD_RESPONSES,
      ...MULTIPART_RESPONSES,
    },
  });
  registry.registerPath({
    method: "post",
    path: "/api/tasks/{id}/submissions/{kind}/{submissionId}",
    summary: "Accept or reject a contributor's submission (row, ledger, rollout or revision)",
    description: "Needs `review` on the task (maintainer, admin). Rejecting needs a reason; the contributor reads it on the row.",
    request: {
      params: taskIdParam.extend({
        kind: z.enum(SUBMISSION_KINDS).openapi({ description: "what was submitted" }),
        submissionId: z.string().openapi({ description: "the submitted record's id" }),
      }),
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({
              decision: z.enum(["accept", "reject"]),
              reason: z.string().max(2000).optional().openapi({ description: "required to reject" }),
            }),
          },
        },
      },
    },
    responses: {
      200: answer("POST /api/tasks/{id}/submissions/{kind}/{submissionId}", 200, "the submission's new state"),
      409: { description: "not a submission, or already in that state", content: { "application/json": { schema: ErrorSchema } } },
      ...GUARD_RESPONSES,
      ...MULTIPART_RESPONSES,
    },
  });
};
