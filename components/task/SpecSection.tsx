// The SPEC card as parsed, the SPEC.md and instruction.md as written (folded).
import { Markdown } from "@/components/Markdown";
import { SpecCard } from "./SpecCard";

interface Props {
  revision: { specCard: unknown; specRaw: string | null; instructionBytes: number; instructionText: string };
}

export function SpecSection({ revision }: Props) {
  return (
    <>
      <SpecCard card={revision.specCard} />
      {revision.specRaw ? (
        <details className="panel">
          <summary>SPEC.md as written</summary>
          <Markdown text={revision.specRaw} />
        </details>
      ) : null}
      <details className="panel">
        <summary>instruction.md ({revision.instructionBytes} bytes)</summary>
        <Markdown text={revision.instructionText} />
      </details>
    </>
  );
}
