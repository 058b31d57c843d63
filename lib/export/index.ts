// Public surface of lib/export: the PR-comment generator, its input types and the block
// renderer other parts of the dashboard use to append typed sections.
export { renderReviewComment } from "./render-review-comment";
export { renderBlocks, renderSection, renderText } from "./render-blocks";
export { findingsFromStored } from "./stored-findings";
export { distinctFindings } from "./sections/finding-sections";
export { blockquote, escapeCell, escapeHtml, escapeInline, inlineCode } from "./escape-markdown";
export type * from "./types";
export { renderShortComment, SHORT_COMMENT_LIMIT, type ShortCommentInput } from "./render-short-comment";
