// A parsed task's files as a path -> bytes map again, for the review at import time (the writer
// holds the ParsedTask, not the folder): every file the parser kept bytes of. Vocabulary files are
// JSON the review reads parsed, so their bytes are not needed.
import type { ParsedTask, TaskFiles } from "../importers/types";

export function filesOfParsedTask(task: ParsedTask): TaskFiles {
  const files = new Map<string, Uint8Array>();
  const text = new TextEncoder();
  files.set(task.instruction.path, text.encode(task.instruction.text));
  files.set(task.taskToml.path, text.encode(task.taskToml.raw));
  if (task.spec) files.set(task.spec.path, text.encode(task.spec.raw));
  for (const f of [task.groundTruth, task.oracle, ...task.ledgers, ...task.rollouts, ...task.artifacts]) if (f) files.set(f.path, f.raw);
  for (const p of task.pairings) files.set(p.groundTruthPath, p.groundTruthRaw);
  return files;
}
