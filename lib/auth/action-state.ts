// What every guarded server action returns (forms render message and fieldErrors). Plain types,
// safe to import from client components.
import type { ErrorCode, FieldErrors } from "./errors";

export type ActionState<T = undefined> = { ok: boolean; message: string; fieldErrors: FieldErrors; code?: ErrorCode; data?: T } | null;
