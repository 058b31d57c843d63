// The thread side of parse-off-thread.ts: says READY once loaded, then each message is one folder
// to parse and each answer its ParseTaskResult (plain data: it crosses the thread by structured
// clone) or the error's message.
import { parentPort } from "node:worker_threads";
import { parseTaskFolder } from "../parse-task-folder";
import { READY, type ParseJob, type ParseReply } from "./protocol";

const port = parentPort;
if (port === null) throw new Error("parse-worker.ts runs as a worker thread (see parse-off-thread.ts)");

port.on("message", (job: ParseJob) => {
  let reply: ParseReply;
  try {
    reply = { ok: true, result: parseTaskFolder(job.taskId, job.files, job.source, job.options) };
  } catch (e) {
    reply = { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
port.postMessage(READY);
