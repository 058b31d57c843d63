// Readers for plain JSON values (parsed TOML, ground truth, worked examples) the checks look into.

/** A JSON object (not an array, not null). */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
