// POST /api/tasks/{id}/rows, /uploads, /revisions (contributor submissions; need "submit").
import { rowInputSchema } from "../../data/row-input";
import { uploadFields } from "../../data/upload-input";
import { binaryFile, GUARD_RESPONSES, MULTIPART_RESPONSES, taskIdParam, z, type Registrar } from "../registry";

const json = (description: string) => ({
  description,
  content: { "application/json": { schema: z.object({ ok: z.literal(true) }).passthrough() } },
});

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
    responses: { 201: json("stored; claims checked"), ...GUARD_RESPONSES, ...MULTIPART_RESPONSES },
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
      201: json("stored and re-scored"),
      200: json("the same bytes were already stored"),
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
    responses: { 201: json("a new revision"), 200: json("unchanged: identical content"), ...GUARD_RESPONSES, ...MULTIPART_RESPONSES },
  });
};
