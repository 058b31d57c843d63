// The task page as a thin list of sections: each entry is an id, a heading and its body, and the
// page's section nav is built from the same list. A new section is one line in the page's list.
import type { ReactNode } from "react";

export interface TaskPageSection {
  /** the anchor (#gates) and the e2e hook (data-section) */
  id: string;
  title: string;
  body: ReactNode;
}

export function SectionNav({ sections, extra }: { sections: readonly TaskPageSection[]; extra?: ReactNode }) {
  return (
    <nav className="section-nav" aria-label="sections">
      {sections.map((s) => (
        <a key={s.id} href={`#${s.id}`}>
          {s.title}
        </a>
      ))}
      {extra}
    </nav>
  );
}

export function TaskSections({ sections }: { sections: readonly TaskPageSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} className="task-section" data-section={s.id}>
          <h2 id={s.id}>{s.title}</h2>
          {s.body}
        </section>
      ))}
    </>
  );
}
