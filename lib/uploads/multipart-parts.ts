// The form's parts as the parser emits them: each text field and file part is checked against the
// route's limits and refused by name (400: sent twice, not expected, a NUL byte, too many fields,
// files or parts, a malformed body; 413: a text value over its byte limit). What passes is
// collected into the form the read answers with; file bytes go through collectFile.
import type busboy from "busboy";
import { errorOf } from "../errors/caught";
import { collectFile } from "./multipart-file-part";
import type { MultipartLimits } from "./multipart-limits";
import type { ReceivedFile } from "./multipart-outcome";
import type { BodyRead } from "./multipart-read-state";

export function collectForm(bb: busboy.Busboy, limits: MultipartLimits, read: BodyRead) {
  const fileNames = Object.keys(limits.files);
  const fields: Record<string, string> = {};
  const files: Record<string, ReceivedFile> = {};
  const seen = new Set<string>();
  const pendingFiles: Promise<void>[] = [];
  const once = (name: string) => {
    if (seen.has(name)) {
      read.fail(400, `${name}: the field was sent more than once`);
      return false;
    }
    seen.add(name);
    return true;
  };

  bb.on("field", (name, value, info) => {
    if (read.settled || !once(name)) return;
    if (!limits.fields.includes(name))
      return read.fail(400, `${name}: unexpected field (expected ${[...limits.fields, ...fileNames].join(", ")})`);
    if (info.valueTruncated) return read.fail(413, `${name}: the value is longer than ${limits.maxFieldBytes} bytes`);
    if (value.includes("\u0000")) return read.fail(400, `${name}: the value contains a NUL byte`);
    fields[name] = value;
  });
  bb.on("file", (name, stream, info) => {
    stream.on("error", () => {}); // destroying the parser errors its open file streams; the refusal is already recorded
    if (read.settled || !once(name)) return void stream.resume();
    const limit = limits.files[name];
    if (limit === undefined) {
      stream.resume();
      return read.fail(400, `${name}: unexpected file field (files go in ${fileNames.join(", ")})`);
    }
    pendingFiles.push(
      collectFile(stream, name, info, limit, read).then((file) => {
        if (file && !read.settled) files[name] = file;
      }),
    );
  });
  bb.on("fieldsLimit", () => read.fail(400, `too many fields: the form has ${limits.fields.join(", ")}`));
  bb.on("filesLimit", () => read.fail(400, `too many files: send one in each of ${fileNames.join(", ")}`));
  bb.on("partsLimit", () => read.fail(400, "too many parts in the form"));
  bb.on("error", (e: unknown) => read.fail(400, `the multipart body is malformed: ${errorOf(e).message}`));
  return { fields, files, pendingFiles };
}
