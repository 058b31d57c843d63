// Small readers for untyped JSON values.
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

export function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function count(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

/** Text of a tool output / message content that may be a string, a list of blocks or an object. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) {
    return value
      .map((block) =>
        isObject(block) && typeof block.text === "string" ? block.text : isObject(block) && block.type === "image" ? "" : textOf(block),
      )
      .filter((t) => t !== "")
      .join("\n");
  }
  return JSON.stringify(value, null, 2);
}
