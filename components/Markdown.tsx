import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * Contributor text (SPEC.md, scores.md notes, review comments) rendered as markdown. Raw HTML in
 * the source is dropped (skipHtml), never injected; react-markdown's default URL filter removes
 * javascript: and other unsafe link targets.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml>
        {text}
      </ReactMarkdown>
    </div>
  );
}
