import Link from "next/link";

export default function NotFound() {
  return (
    <section className="panel">
      <h1>Not found</h1>
      <p>No task, ledger or page at this address. It may have been removed, or the link may be from another dashboard.</p>
      <p>
        <Link href="/">Back to the task list</Link>
      </p>
    </section>
  );
}
