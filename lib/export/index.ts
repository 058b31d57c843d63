// Public surface of lib/export: the PR-comment generator, its input types and the block
// renderer other parts of the dashboard use to append typed sections.
export { renderReviewComment } from "./render-review-comment";
export { renderBlocks, renderSection, renderText } from "./render-blocks";
export { blockquote, escapeCell, escapeHtml, escapeInline, inlineCode } from "./escape-markdown";
export type * from "./types";
