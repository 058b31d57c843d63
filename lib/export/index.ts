// Public surface of lib/export: the PR-comment generator and its input types.
export { renderReviewComment } from "./render-review-comment";
export { blockquote, escapeCell, escapeHtml, escapeInline, inlineCode } from "./escape-markdown";
export type * from "./types";
