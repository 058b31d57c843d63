"use client";
// The verdict's checklist: each ask is some words, what it is about (a gate, a calibration row,
// a ledger event, a trajectory step, a file line, or nothing), and whose work it is. Posted as
// one JSON field; the server parses it strictly (lib/asks/ask-input.ts) and names what is wrong.
import { useState } from "react";
import { ANCHOR_KINDS, type AnchorKind } from "@/lib/asks/anchors";

interface DraftAsk {
  key: number;
  text: string;
  anchorKind: AnchorKind;
  anchorRef: string;
  maintainerSide: boolean;
}

const KIND_LABEL: Record<AnchorKind, string> = {
  gate: "a gate",
  row: "a calibration row",
  event: "a ledger event",
  step: "a trajectory step",
  line: "a file line",
  text: "nothing (free text)",
};
const REF_HINT: Partial<Record<AnchorKind, string>> = {
  row: "row id (from the calibration table)",
  event: "<ledger id>#<event index>",
  step: "<trajectory id>#<step>",
  line: "<file id>:<line>",
};

/** What ask `n` is about: a kind, then a gate from the list or a typed reference (plain text needs none). */
function AnchorFields({
  ask,
  n,
  gates,
  update,
}: {
  ask: DraftAsk;
  n: number;
  gates: { id: string; title: string }[];
  update: (patch: Partial<DraftAsk>) => void;
}) {
  return (
    <>
      <label>
        About{" "}
        <select
          aria-label={`Ask ${n} is about`}
          value={ask.anchorKind}
          onChange={(e) => {
            const anchorKind = e.target.value as AnchorKind;
            update({ anchorKind, anchorRef: anchorKind === "gate" ? (gates[0]?.id ?? "") : "" });
          }}
        >
          {ANCHOR_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABEL[k]}
            </option>
          ))}
        </select>
      </label>
      {ask.anchorKind === "gate" ? (
        <label>
          Gate{" "}
          <select aria-label={`Ask ${n} gate`} value={ask.anchorRef} onChange={(e) => update({ anchorRef: e.target.value })}>
            {gates.map((g) => (
              <option key={g.id} value={g.id}>
                {g.title}
              </option>
            ))}
          </select>
        </label>
      ) : ask.anchorKind !== "text" ? (
        <label>
          Reference{" "}
          <input value={ask.anchorRef} placeholder={REF_HINT[ask.anchorKind]} onChange={(e) => update({ anchorRef: e.target.value })} />
        </label>
      ) : null}
    </>
  );
}

export function AskEditor({ gates }: { gates: { id: string; title: string }[] }) {
  const [asks, setAsks] = useState<DraftAsk[]>([]);
  const [next, setNext] = useState(1);
  const update = (key: number, patch: Partial<DraftAsk>) => setAsks((list) => list.map((a) => (a.key === key ? { ...a, ...patch } : a)));
  const payload = asks.map((a) => ({
    text: a.text,
    anchorKind: a.anchorKind,
    anchorRef: a.anchorKind === "text" ? null : a.anchorRef,
    maintainerSide: a.maintainerSide,
  }));
  return (
    <fieldset className="stack" data-testid="ask-editor">
      <legend>Asks (a checklist the next revision is read against)</legend>
      <input type="hidden" name="asks" value={asks.length ? JSON.stringify(payload) : ""} />
      {asks.map((a, i) => (
        <div key={a.key} className="panel stack" data-testid="ask-draft">
          <label>
            Ask {i + 1}
            <textarea rows={2} value={a.text} onChange={(e) => update(a.key, { text: e.target.value })} />
          </label>
          <div className="inline">
            <AnchorFields ask={a} n={i + 1} gates={gates} update={(patch) => update(a.key, patch)} />
            <label>
              <input type="checkbox" checked={a.maintainerSide} onChange={(e) => update(a.key, { maintainerSide: e.target.checked })} />{" "}
              maintainer-side
            </label>
            <button type="button" onClick={() => setAsks((list) => list.filter((x) => x.key !== a.key))}>
              Remove
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        onClick={() => {
          setAsks((list) => [...list, { key: next, text: "", anchorKind: "text", anchorRef: "", maintainerSide: false }]);
          setNext((n) => n + 1);
        }}
      >
        Add an ask
      </button>
    </fieldset>
  );
}
