// A suite result as plain JSON for storage (JobRun.results) and the page: bytes become text,
// long per-prediction lists stay (they are what the omission table shows).
import type { AuditSuiteResult } from "./suite";

const decoder = new TextDecoder();

export type StoredSuiteResult = Omit<AuditSuiteResult, "versions"> & {
  versions?: Omit<NonNullable<AuditSuiteResult["versions"]>, "disagreements"> & {
    disagreements: (Omit<NonNullable<AuditSuiteResult["versions"]>["disagreements"][number], "bytes"> & { submission: string })[];
  };
};

export function storedSuiteResult(r: AuditSuiteResult): StoredSuiteResult {
  const versions = r.versions && {
    ...r.versions,
    disagreements: r.versions.disagreements.map(({ bytes, ...d }) => ({ ...d, submission: decoder.decode(bytes) })),
  };
  // JSON round trip drops undefined keys and turns -0 into 0, as the database would.
  // Cast kept: JSON.parse answers `any`, and the schema that checks this shape lives in
  // lib/audits/store/stored-audit-result.ts, the database half this pure file may not import (its readers parse with it).
  return JSON.parse(JSON.stringify({ ...r, versions })) as StoredSuiteResult;
}
