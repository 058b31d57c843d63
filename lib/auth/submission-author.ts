import "server-only";
// The author of a contributor-facing write (row, upload, pushed revision) and what the write is
// worth until reviewed. Whether the actor may review is can()'s answer for need "review" on the
// task, asked through the guard, so "who may make a row count" is decided in one place.
import type { Author } from "../submissions/store/store-upload";
import { submissionStateFor } from "../submissions/policy";
import { allows, type Actor } from "./guard";

export interface SubmissionAuthor extends Author {
  /** the actor may review this task (maintainer, admin): their writes count at once and may set status official */
  mayReview: boolean;
}

export async function submissionAuthor(actor: Actor, taskId: string | undefined): Promise<SubmissionAuthor> {
  const mayReview = await allows(actor, "review", taskId);
  return { userId: actor.userId, name: actor.name, submission: submissionStateFor(mayReview), mayReview };
}
