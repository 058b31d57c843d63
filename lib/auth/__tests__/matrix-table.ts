// Every route handler and server action, what it needs, and how to call it in a test. The matrix
// test runs each × every actor × own/other task; the coverage test fails when a route file under
// app/ or an action under lib/actions exists that this table does not list. The rows live in
// matrix-table-routes.ts and matrix-table-actions.ts, the calls in matrix-table-call.ts, the policy in matrix-table-policy.ts.
import { ACTION_ENTRIES } from "./matrix-table-actions";
import type { MatrixEntry } from "./matrix-table-call";
import { ROUTE_ENTRIES } from "./matrix-table-routes";

export type { MatrixEntry, Outcome } from "./matrix-table-call";
export { expected, isNotFound, outcomeOf, type Expected } from "./matrix-table-policy";

export const MATRIX: MatrixEntry[] = [...ROUTE_ENTRIES, ...ACTION_ENTRIES];
