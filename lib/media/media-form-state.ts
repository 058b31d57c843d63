// The state every media form renders, in a module with no Node imports: client components
// (components/video/MediaPinControls.tsx) import it, and anything they import ships to the browser.

export type FieldErrors = Partial<Record<string, string[]>>;

/** The state every media form renders: errors and outcomes are values, never thrown. */
export interface MediaFormState {
  status: "idle" | "ok" | "mismatch" | "error";
  message: string;
  /** refused for its size (the upload route answers 413) */
  tooLarge?: boolean;
  fieldErrors?: FieldErrors;
}

export const IDLE: MediaFormState = { status: "idle", message: "" };
