import { StatusBadge } from "@/components/StatusBadge";

interface MediaRecord {
  url: string | null;
  sha256: string | null;
  byteLength: bigint | null;
  durationSec: number | null;
  width: number | null;
  height: number | null;
  fps: number | null;
  codec: string | null;
  hasAudio: boolean | null;
  verification: string;
  verifiedAt: Date | null;
  localPath: string | null;
}

function minutes(sec: number | null) {
  return sec == null ? "unknown" : `${(sec / 60).toFixed(1)} min`;
}

/** The media pin from the SPEC card and whether anyone has checked the bytes against it. */
export function MediaPin({ media }: { media: MediaRecord | null }) {
  if (!media) return <section className="panel">No media pin in the SPEC card.</section>;
  return (
    <section className="panel" data-testid="media-pin">
      <dl className="facts">
        <dt>Media</dt>
        <dd>{media.url ? <code>{media.url}</code> : <span className="muted">no URL pinned</span>}</dd>
        <dt>sha256</dt>
        <dd>{media.sha256 ? <code>{media.sha256}</code> : <span className="muted">not pinned</span>}</dd>
        <dt>Length</dt>
        <dd>
          {minutes(media.durationSec)}
          {media.byteLength != null ? `, ${media.byteLength.toString()} bytes` : ""}
        </dd>
        <dt>Picture</dt>
        <dd>
          {media.width && media.height
            ? `${media.width}×${media.height}`
            : media.height
              ? `${media.height}p (height stated)`
              : "resolution unknown"}
          {media.fps ? ` @ ${media.fps} fps` : ""}
          {media.codec ? `, ${media.codec}` : ""}
          {media.hasAudio == null ? "" : media.hasAudio ? ", with audio" : ", no audio"}
        </dd>
        <dt>Pin</dt>
        <dd>
          <StatusBadge status={media.verification} />
          {media.verifiedAt ? <span className="muted"> {media.verifiedAt.toISOString().slice(0, 16).replace("T", " ")}</span> : null}
        </dd>
      </dl>
    </section>
  );
}
