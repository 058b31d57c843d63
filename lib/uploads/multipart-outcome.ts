// What a multipart read answers: the form (text fields and files by name), or a refusal with its
// status and one message naming the field (or file) and the reason. Inside the read a refusal
// travels as a MultipartRefusal; anything else that escapes it (a parser or stream failure) is
// mapped here to a 400, so the reader never throws for anything the sender controls.
import { errorOf } from "../errors/caught";

export interface ReceivedFile {
  field: string;
  name: string;
  mimeType: string;
  bytes: Uint8Array;
}

export type MultipartOutcome =
  | { ok: true; fields: Record<string, string>; files: Record<string, ReceivedFile> }
  | { ok: false; status: 400 | 408 | 413 | 415 | 429; errors: string[] };

export type ReceivedForm = Pick<Extract<MultipartOutcome, { ok: true }>, "fields" | "files">;

export class MultipartRefusal extends Error {
  constructor(
    readonly status: 400 | 408 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** The answer for whatever ended a read by throwing: its refusal as decided, else an unreadable body (400). */
export function refusalOutcome(e: unknown): MultipartOutcome {
  if (e instanceof MultipartRefusal) return { ok: false, status: e.status, errors: [e.message] };
  return { ok: false, status: 400, errors: [`the multipart body could not be read: ${errorOf(e).message}`] };
}
