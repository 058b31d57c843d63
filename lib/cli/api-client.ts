// The CLI's HTTP calls: Authorization: Bearer <token>, multipart bodies built with the platform's
// FormData, and the server's one error shape turned into one line.
import type { z } from "zod";
import { errorAnswer } from "./answers";
import type { CliConfig } from "./config";
import { CLI_CLIENT, CLIENT_HEADER } from "../submissions/source";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls the API and parses a 2xx answer with `answer` (answers.ts); anything else is an ApiError. */
export async function callApi<T>(
  config: CliConfig,
  method: "GET" | "POST",
  apiPath: string,
  answer: z.ZodType<T>,
  body?: FormData,
): Promise<{ status: number; data: T }> {
  const url = new URL(apiPath, config.url.endsWith("/") ? config.url : `${config.url}/`);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      body,
      headers: {
        authorization: `Bearer ${config.token}`,
        accept: "application/json",
        // the server labels what this CLI submits "claimed by the contributor (CLI)" (lib/submissions/source.ts)
        [CLIENT_HEADER]: CLI_CLIENT,
      },
    });
  } catch (e) {
    throw new ApiError(
      0,
      `cannot reach ${url.origin}: ${e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)}`,
    );
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(res.status, `${method} ${url.pathname}: HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!res.ok) {
    const parsed = errorAnswer.safeParse(json);
    const e = parsed.success ? parsed.data : {};
    const fields = Object.entries(e.error?.fieldErrors ?? {}).map(([k, v]) => `${k}: ${v.join(", ")}`);
    const message = e.error?.message ?? e.errors?.join("; ") ?? text.slice(0, 200);
    throw new ApiError(
      res.status,
      `${method} ${url.pathname}: HTTP ${res.status} ${e.error?.code ?? ""} ${message}${fields.length && !message.includes(fields[0]) ? ` (${fields.join("; ")})` : ""}`
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  const data = answer.safeParse(json);
  if (!data.success) {
    const issue = data.error.issues[0];
    throw new ApiError(
      res.status,
      `${method} ${url.pathname}: HTTP ${res.status}, an answer of another shape than this CLI reads (${issue.path.join(".") || "the answer"}: ${issue.message})`,
    );
  }
  return { status: res.status, data: data.data };
}

/** A Blob part must be backed by an ArrayBuffer (not a SharedArrayBuffer): callers hand such bytes. */
export const fileBlob = (bytes: Uint8Array<ArrayBuffer>) => new Blob([bytes]);
