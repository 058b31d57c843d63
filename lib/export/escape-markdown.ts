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

// Invisible characters a contributor could use to hide text or reorder it (bidi overrides, zero
// widths, line and paragraph separators), and every control character: folded to spaces.
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]+/g;
// Every ASCII punctuation character: CommonMark renders "\X" as X for each, so none can open a
// link, image, emphasis, heading, code span, table cell, HTML tag or entity.
const PUNCTUATION = /[!-/:-@[-`{-~]/g;
/** U+2060 WORD JOINER: invisible, and not a word character to GitHub's mention / reference / autolink filters. */
const JOIN = "\u2060";

/**
 * The one rule for contributor-derived text in a GitHub comment (titles, folder and file names,
 * row labels, evidence, errors): one line, every ASCII punctuation backslash-escaped, and a word
 * joiner after "@" and "#", inside "://", "www." and "GH-", so it renders as the very text it is
 * (no mention pings @octocat or @org/team, no #123 or owner/repo#1 reference, no link, autolink,
 * image, emphasis, heading, HTML or table cell) and reads the same to a person.
 */
export function neutralizeText(text: string): string {
  return text
    .replace(HIDDEN, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(PUNCTUATION, (c) => `\\${c}`)
    .replace(/\\([@#])/g, `\\$1${JOIN}`)
    .replace(/\\:\\\/\\\//g, `\\:${JOIN}\\/\\/`)
    .replace(/\b(www)\\\./gi, `$1${JOIN}\\.`)
    .replace(/\b(GH)\\-/gi, `$1\\-${JOIN}`);
}
