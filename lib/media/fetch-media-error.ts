// How a pinned-media fetch fails: a message safe to store on the job (readable by every signed-in
// user), whether the partial download was kept, and a detail for the server log only.
export class FetchMediaError extends Error {
  constructor(
    message: string,
    /** the partial download was kept: fetching again resumes it */
    readonly resumable = false,
    /** for the server log only (never stored or answered): what exactly differed */
    readonly detail?: string,
  ) {
    super(message);
    this.name = "FetchMediaError";
  }
}

export const PIN_MISMATCH = "the downloaded file does not match the pin; nothing was kept";
