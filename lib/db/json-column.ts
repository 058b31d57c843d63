// Values for Prisma Json columns, typed as Prisma takes them, so a write needs no cast: every value
// goes through toJsonSafe (NaN, Infinity, bigint, NUL and lone surrogates kept readable) and a
// top-level null is stored as JSON null (jsonColumn) or leaves the column unset (optionalJsonColumn).
import { Prisma } from "../generated/prisma/client";
import { toJsonSafe, type JsonSafe } from "./json-safe";

/** A value already made JSON-safe (e.g. computed in a worker thread): not walked again. */
export function safeJsonColumn(safe: JsonSafe): Prisma.InputJsonValue | typeof Prisma.JsonNull {
  return safe === null ? Prisma.JsonNull : safe;
}

export function jsonColumn(value: unknown): Prisma.InputJsonValue | typeof Prisma.JsonNull {
  return safeJsonColumn(toJsonSafe(value));
}

/** For a nullable column whose absence means "not given": null and undefined leave it unset. */
export function optionalJsonColumn(value: unknown): Prisma.InputJsonValue | undefined {
  const safe = toJsonSafe(value);
  return safe === null ? undefined : safe;
}
