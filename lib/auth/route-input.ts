// A route's input parsed at the boundary, before its handler runs (guardRoute's `params`, `query`
// and `schema` options, like guardAction's `schema`): a failure is one 400 INVALID in the API's
// error shape, naming each field by its dotted path. How a body is read (a bounded multipart
// reader, lib/uploads/multipart-form.ts) is the route's choice, passed in as `read`, so this
// module knows no transport.
import type { z } from "zod";
import { errorResponse } from "./errors";
import { zodRefusal } from "../input/zod-issues";

/** Reads a request body into named values (text fields and files), or refuses it with a response. */
export type BodyReader = (request: Request) => Promise<{ ok: true; value: Record<string, unknown> } | { ok: false; response: Response }>;

type Schema = z.ZodType | undefined;

export interface RouteInputOptions<PS extends Schema, QS extends Schema, BS extends Schema> {
  /** checks the decoded path params beyond decoding (e.g. an enum segment) */
  params?: PS;
  /** the URL's query string as { name: value } (the last value of a repeated name) */
  query?: QS;
  /** the body's values as `read` returns them */
  schema?: BS;
  /** how the body is read; required with `schema` */
  read?: BodyReader;
}

/** What a schema option gives the handler: its output, or undefined when the route has none. */
export type ParsedOf<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface ParsedInput<PS extends Schema, QS extends Schema, BS extends Schema> {
  checkedParams: ParsedOf<PS>;
  query: ParsedOf<QS>;
  body: ParsedOf<BS>;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; response: Response };

function parseWith<S extends Schema>(schema: S | undefined, raw: unknown): Outcome<ParsedOf<S>> {
  if (!schema) return { ok: true, value: undefined as ParsedOf<S> };
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data as ParsedOf<S> };
  const refusal = zodRefusal(r.error);
  return { ok: false, response: errorResponse("INVALID", refusal.message, refusal.fieldErrors) };
}

/** Params, then query, then body (the body is only read once the cheaper parts passed). */
export async function parseRouteInput<PS extends Schema, QS extends Schema, BS extends Schema>(
  request: Request,
  params: Record<string, string>,
  opts: RouteInputOptions<PS, QS, BS>,
): Promise<Outcome<ParsedInput<PS, QS, BS>>> {
  const checkedParams = parseWith(opts.params, params);
  if (!checkedParams.ok) return checkedParams;
  const query = parseWith(opts.query, opts.query ? Object.fromEntries(new URL(request.url).searchParams) : undefined);
  if (!query.ok) return query;
  if (!opts.schema) return { ok: true, value: { checkedParams: checkedParams.value, query: query.value, body: undefined as ParsedOf<BS> } };
  if (!opts.read) throw new Error("guardRoute: a body `schema` needs a `read` (how the body is read)");
  const raw = await opts.read(request);
  if (!raw.ok) return raw;
  const body = parseWith(opts.schema, raw.value);
  if (!body.ok) return body;
  return { ok: true, value: { checkedParams: checkedParams.value, query: query.value, body: body.value } };
}
