// What ffprobe measured on the verified file beside what the SPEC card claims, differences marked.
export interface MeasuredFactsProps {
  claimed: {
    durationSec: number | null;
    width: number | null;
    height: number | null;
    fps: number | null;
    frameCount: number | null;
    hasAudio: boolean | null;
  };
  measured: {
    durationSec: number | null;
    width: number | null;
    height: number | null;
    fps: number | null;
    frameCount: number | null;
    hasAudio: boolean;
    videoCodec: string | null;
    audioCodec: string | null;
  } | null;
  differences: string[];
  probedAt: string | null;
}

const dash = (v: unknown) => (v === null || v === undefined ? "—" : String(v));

export function MeasuredFacts({ claimed, measured, differences, probedAt }: MeasuredFactsProps) {
  if (!measured) return <p className="muted">Not measured yet: the media gates use the SPEC card&apos;s claims.</p>;
  const rows: Array<[string, string, string, string]> = [
    [
      "duration",
      "duration",
      claimed.durationSec === null ? "—" : `${claimed.durationSec} s`,
      measured.durationSec === null ? "—" : `${measured.durationSec.toFixed(3)} s`,
    ],
    ["resolution", "resolution", `${dash(claimed.width)}x${dash(claimed.height)}`, `${dash(measured.width)}x${dash(measured.height)}`],
    ["frame rate", "frame rate", dash(claimed.fps), measured.fps === null ? "—" : measured.fps.toFixed(3)],
    ["frames", "frames", dash(claimed.frameCount), dash(measured.frameCount)],
    [
      "audio",
      "audio",
      claimed.hasAudio === null ? "—" : claimed.hasAudio ? "yes" : "no",
      measured.hasAudio ? `yes (${measured.audioCodec})` : "no",
    ],
  ];
  return (
    <div className="table-scroll">
      <table className="data" data-testid="measured-facts">
        <caption className="muted">
          measured by ffprobe{probedAt ? ` at ${probedAt.slice(0, 16).replace("T", " ")} UTC` : ""}; video {dash(measured.videoCodec)}
        </caption>
        <thead>
          <tr>
            <th>fact</th>
            <th>SPEC card</th>
            <th>measured</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([fact, key, c, m]) => {
            const differs = differences.some((d) => d.startsWith(`${key}:`));
            return (
              <tr key={fact} className={differs ? "differs" : undefined}>
                <td>{fact}</td>
                <td>{c}</td>
                <td>
                  {m}
                  {differs ? <strong className="change-removed"> differs</strong> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
