// task.toml: strict TOML (smol-toml), then zod over the few keys the importer reads.
import { parse as parseToml, TomlError } from "smol-toml";
import { z } from "zod";
import { decodeUtf8, splitLines, toJsonObject } from "./text";
import type { ImportError, JsonValue } from "./types";

export const TASK_TOML = "task.toml";

/** The keys read for identity and family detection; everything else is stored as parsed, unchecked. */
const TaskTomlKeysSchema = z.object({
  task: z.object({ name: z.string().optional(), family: z.string().optional(), judge: z.string().optional() }).optional(),
  metadata: z
    .object({ family: z.string().optional(), judge: z.string().optional(), title: z.string().optional(), demo: z.boolean().optional() })
    .optional(),
});
export type TaskTomlKeys = z.infer<typeof TaskTomlKeysSchema>;

export type TaskTomlParse =
  { ok: true; raw: string; parsed: Record<string, JsonValue>; keys: TaskTomlKeys } | { ok: false; error: ImportError };

export function parseTaskToml(bytes: Uint8Array | undefined): TaskTomlParse {
  if (bytes === undefined) return fail({ file: TASK_TOML, reason: "missing: every task folder needs task.toml" });
  const raw = decodeUtf8(bytes);
  if (raw === null) return fail({ file: TASK_TOML, reason: "not valid UTF-8" });
  let table: object;
  try {
    table = parseToml(raw);
  } catch (error) {
    if (error instanceof TomlError) {
      const reason = `invalid TOML: ${error.message.split("\n")[0]}`;
      return fail({ file: TASK_TOML, line: error.line, reason });
    }
    return fail({ file: TASK_TOML, reason: `invalid TOML: ${String(error)}` });
  }
  const parsed = toJsonObject(table);
  const keys = TaskTomlKeysSchema.safeParse(parsed);
  if (!keys.success) {
    const issue = keys.error.issues[0];
    const field = issue.path.join(".");
    const line = lineOfKey(raw, String(issue.path[issue.path.length - 1]));
    return fail({ file: TASK_TOML, ...(line ? { line } : {}), field, reason: issue.message });
  }
  return { ok: true, raw, parsed, keys: keys.data };
}

function fail(error: ImportError): TaskTomlParse {
  return { ok: false, error };
}

/** Best-effort line of `key = …` so a type error points somewhere useful. */
function lineOfKey(raw: string, key: string): number | undefined {
  const index = splitLines(raw).findIndex((l) => new RegExp(`^\\s*"?${escapeRegExp(key)}"?\\s*=`).test(l));
  return index >= 0 ? index + 1 : undefined;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
