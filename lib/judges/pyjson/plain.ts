// PyValue -> plain JS data, for callers that do not care about int vs float (ints become numbers,
// exact below 2**53) — e.g. reading back reference verdicts that json.dumps wrote with NaN.
import { PyDict, PyInt, type PyValue } from "../types";

export function pyToPlain(v: PyValue): unknown {
  if (v instanceof PyInt) return Number(v.value);
  if (Array.isArray(v)) return v.map(pyToPlain);
  // fromEntries defines own properties, so even a "__proto__" key stays data
  if (v instanceof PyDict) return Object.fromEntries([...v.entries].map(([k, x]) => [k, pyToPlain(x)]));
  return v;
}
