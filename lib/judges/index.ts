// Public entry for judge consumers (dashboard, scripts): the contract types, the registry and the
// Python-compatible JSON reader. Loads every judge family; see load-judge.ts to load just one.
export * from "./types";
export { getJudge, isJudgeId, listJudges, SUPPORTED_JUDGE_IDS, type JudgeId } from "./registry";
export { loadJudge } from "./load-judge";
export { parsePyJson, pyTypeName, stringifyPyJson, type PyParseResult } from "./pyjson";
