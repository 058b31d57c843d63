"use client";
// The bundled tasks being imported in the background on a first start (lib/seeding/bundled-seeding.ts):
// a bar with the task being imported, refreshing the task list every two seconds until done; or,
// when importing failed, which task and why (the server's console says the same).
import { useEffect } from "react";
import { useRouter } from "next/navigation";

export type SeedingProgressProps =
  | { state: "importing"; done: number; total: number; current: string }
  | { state: "checking" }
  | { state: "failed"; task: string | null; error: string };

export function SeedingProgress(props: SeedingProgressProps) {
  const router = useRouter();
  const active = props.state !== "failed";
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), 2000);
    return () => clearInterval(timer);
  }, [active, router]);

  if (props.state === "failed") {
    return (
      <p role="alert" className="badge fail" data-seeding="failed">
        Importing the bundled tasks failed{props.task ? ` at ${props.task}` : ""}: {props.error}
      </p>
    );
  }
  const done = props.state === "importing" ? props.done : 0;
  const total = props.state === "importing" ? props.total : 0;
  return (
    <p role="status" aria-live="polite" data-seeding="importing" style={{ display: "flex", gap: "0.8rem", alignItems: "center" }}>
      <span>
        {props.state === "importing"
          ? `Importing bundled tasks: ${done} of ${total} (${props.current}…)`
          : "Looking for bundled tasks to import…"}
      </span>
      <progress max={Math.max(total, 1)} value={done} aria-label="bundled tasks imported" />
    </p>
  );
}
