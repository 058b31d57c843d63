// One body's read in progress, shared by the parser's handlers, the file parts and the pump: whether
// the answer is decided, whether the rest of the body is being drained before a refusal goes out,
// and the idle and total timers (the 408s). Kept apart so every step refuses through one place and
// the first refusal wins.
import type busboy from "busboy";
import { totalTimeoutOf, type MultipartLimits } from "./multipart-limits";
import { MultipartRefusal, type MultipartOutcome, type ReceivedForm } from "./multipart-outcome";

/**
 * A refusal decided before the body ended is answered only after the rest has been read and
 * dropped (up to the route's limit, within the timers): Next does not drain a body the handler
 * started reading, and a socket closed with unread bytes is reset, so the client would see
 * ECONNRESET instead of the 400 (bench:hostile's "300 files"). Past the limit, or once the
 * client stalls, the refusal goes out at once.
 */
export class BodyRead {
  settled = false;
  draining = false;
  bodyEnded = false;
  parser: busboy.Busboy | null = null;
  private refusal: MultipartRefusal | null = null;
  private idle: ReturnType<typeof setTimeout> | undefined;
  private readonly deadline: ReturnType<typeof setTimeout>;

  constructor(
    private readonly limits: MultipartLimits,
    private readonly resolve: (outcome: MultipartOutcome) => void,
    private readonly reject: (refusal: MultipartRefusal) => void,
  ) {
    const totalMs = totalTimeoutOf(limits);
    const seconds = Number((totalMs / 1000).toFixed(1));
    this.deadline = setTimeout(
      () => (this.draining ? this.finish() : this.fail(408, `the request body took longer than ${seconds} s to arrive in total`)),
      totalMs,
    );
  }

  /** Sends the refusal already decided. */
  finish() {
    clearTimeout(this.idle);
    clearTimeout(this.deadline);
    this.reject(this.refusal!);
  }

  fail(status: 400 | 408 | 413 | 415, message: string, drainRest = status === 400 || status === 413) {
    if (this.settled) return;
    this.settled = true;
    this.parser?.destroy();
    this.refusal = new MultipartRefusal(status, message);
    if (drainRest && !this.bodyEnded) this.draining = true;
    else this.finish();
  }

  /** The parser could not even start: nothing was read, so nothing needs draining. */
  refuseNow(refusal: MultipartRefusal) {
    this.settled = true;
    clearTimeout(this.deadline);
    this.reject(refusal);
  }

  succeed(form: ReceivedForm) {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.idle);
    clearTimeout(this.deadline);
    this.resolve({ ok: true, ...form });
  }

  /** (Re)starts the idle timer: called whenever bytes arrive. */
  arm() {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.draining) return this.finish();
      this.fail(408, `the request body stopped arriving for ${Math.round(this.limits.idleTimeoutMs / 1000)} s`);
    }, this.limits.idleTimeoutMs);
  }

  disarm() {
    clearTimeout(this.idle);
  }
}
