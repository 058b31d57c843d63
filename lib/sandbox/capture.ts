// Bounded capture of a stream: keeps the first and last `keep` bytes and counts the rest, so a
// judge printing 100 MB costs us two small buffers, not 100 MB of memory.
export class BoundedCapture {
  private head: Buffer[] = [];
  private headLen = 0;
  private tail: Buffer = Buffer.alloc(0);
  total = 0;

  constructor(private readonly keep: number) {}

  push(chunk: Buffer): void {
    this.total += chunk.length;
    if (this.headLen < this.keep) {
      const take = chunk.subarray(0, this.keep - this.headLen);
      this.head.push(take);
      this.headLen += take.length;
      chunk = chunk.subarray(take.length);
      if (chunk.length === 0) return;
    }
    const joined = Buffer.concat([this.tail, chunk]);
    this.tail = joined.subarray(Math.max(0, joined.length - this.keep));
  }

  headText(): string {
    return Buffer.concat(this.head).toString("utf8");
  }

  // the last bytes written (including the head when the stream was short)
  tailText(): string {
    if (this.total <= this.keep) return this.headText();
    const skipped = this.total - this.headLen - this.tail.length;
    return (skipped > 0 ? `[... ${skipped} bytes not kept ...]\n` : "") + this.tail.toString("utf8");
  }
}
