// Python type names of parsed JSON values, for the messages judges copy from Python
// (e.g. "'list' object has no attribute 'get'", "unhashable type: 'dict'").
import { PyDict, PyInt, type PyValue } from "../types";

export type PyTypeName = "NoneType" | "bool" | "int" | "float" | "str" | "list" | "dict";

export function pyTypeName(v: PyValue): PyTypeName {
  if (v === null) return "NoneType";
  if (typeof v === "boolean") return "bool";
  if (typeof v === "number") return "float";
  if (typeof v === "string") return "str";
  if (v instanceof PyInt) return "int";
  if (v instanceof PyDict) return "dict";
  return "list";
}
