// A task page section rendered `turn` turns of the server's event loop after the page's head.
// React renders a server component tree in one synchronous stretch until a component awaits, and
// the task page's sections (tables, markdown, charts) took 100+ ms of it in one piece on a loaded
// machine, during which the server answered nothing else (/api/health waited: npm run bench:jobs).
// An async component is rendered when its promise settles, in a later task of React's own
// scheduler: section i waiting i turns renders in turn i, with the server's I/O polled between.
// No Suspense boundary: the HTML still waits for every section, so the page reads the same.
import type { ReactNode } from "react";

/** One full turn of the event loop: setImmediate runs after the poll phase, where requests come in. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function RenderInTurn({ turn, children }: { turn: number; children?: ReactNode }) {
  for (let i = 0; i < turn; i++) await nextTurn();
  return <>{children}</>;
}
