// The one rule for "the judge rejected this submission" lives with the judges; the components use it as is.
export { rejectionReason } from "@/lib/judges/rejection";
