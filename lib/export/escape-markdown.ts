// Contributor and reviewer text goes into a GitHub comment. It must not break the tables it
// sits in, and it must never reach GitHub as raw HTML (the sanitizer keeps some tags, e.g.
// <details>, <img>, which a contributor could use to hide or fake review content).

/** Neutralises HTML: `<` and `>` become entities, so a tag renders as the text it is. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&(?=[#a-z0-9]+;)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/**
 * One table cell: HTML neutralised, `|` escaped (GFM splits cells on a bare pipe, even inside
 * code spans), line breaks folded to spaces (a newline ends the table row), and blank text
 * shown as an em dash so the column stays visible.
 */
export function escapeCell(text: string): string {
  const flat = escapeHtml(text)
    .replace(/\r\n?|\n/g, " ")
    .replace(/\|/g, "\\|")
    .replace(/[ \t]+/g, " ")
    .trim();
  return flat === "" ? "—" : flat;
}

/** Text that must stay on one line outside a table (a list item, a heading fragment). */
export function escapeInline(text: string): string {
  return escapeHtml(text)
    .replace(/\r\n?|\n/g, " ")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Inline code for identifiers (task ids, hashes): backticks cannot be closed from inside. */
export function inlineCode(text: string): string {
  return "`" + text.replace(/`/g, "'").replace(/\r\n?|\n/g, " ") + "`";
}

/**
 * A multi-line block (a reviewer comment) as a blockquote: every line prefixed, so nothing in
 * it can start a heading, a table or a fake "Verdict" section of the comment itself.
 */
export function blockquote(text: string): string {
  const lines = escapeHtml(text).replace(/\r\n?/g, "\n").trimEnd().split("\n");
  return lines.map((line) => (line.trim() === "" ? ">" : `> ${line}`)).join("\n");
}
