// The checklist a verdict carries, as the verdict form posts it: one JSON field (a form field may
// be sent only once), parsed strictly and bounded. Errors name the ask and the field. Pure.
import { z } from "zod";
import { parseAnchor, type Anchor } from "./anchors";
import { issueLines } from "../input/zod-issues";

export const MAX_ASKS = 30;
export const MAX_ASK_TEXT = 2_000;
const MAX_ASKS_JSON = 80_000;

const askShape = z
  .object({
    text: z.string().trim().min(1, "the ask is empty").max(MAX_ASK_TEXT, `at most ${MAX_ASK_TEXT} characters`),
    anchorKind: z.string().max(20),
    anchorRef: z.string().max(200).nullable().optional(),
    maintainerSide: z.boolean().optional(),
  })
  .strict();

export interface AskInput {
  text: string;
  anchor: Anchor;
  maintainerSide: boolean;
}

export type AsksParse = { ok: true; asks: AskInput[] } | { ok: false; errors: string[] };

/** `raw` is the posted field (absent or "" = no asks). Every problem is reported, nothing is half-kept. */
export function parseAsksField(raw: string | undefined | null): AsksParse {
  if (raw === undefined || raw === null || raw.trim() === "") return { ok: true, asks: [] };
  if (raw.length > MAX_ASKS_JSON) return { ok: false, errors: [`asks: at most ${MAX_ASKS_JSON} characters`] };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, errors: ["asks: not JSON"] };
  }
  if (!Array.isArray(json)) return { ok: false, errors: ["asks: expected a list"] };
  if (json.length > MAX_ASKS) return { ok: false, errors: [`asks: at most ${MAX_ASKS} per verdict (${json.length} sent)`] };
  const errors: string[] = [];
  const asks: AskInput[] = [];
  json.forEach((item, i) => {
    const parsed = askShape.safeParse(item);
    if (!parsed.success) {
      errors.push(...issueLines(parsed.error, { prefix: `asks[${i + 1}].`, root: "ask" }));
      return;
    }
    const anchor = parseAnchor(parsed.data.anchorKind, parsed.data.anchorRef);
    if (!anchor.ok) {
      errors.push(`asks[${i + 1}].anchor: ${anchor.reason}`);
      return;
    }
    asks.push({ text: parsed.data.text, anchor: anchor.anchor, maintainerSide: parsed.data.maintainerSide ?? false });
  });
  return errors.length ? { ok: false, errors } : { ok: true, asks };
}
