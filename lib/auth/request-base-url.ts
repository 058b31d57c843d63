import "server-only";
import { headers } from "next/headers";
import { readEnv } from "../env";
import { publicUrl } from "./auth";

/** Where links we hand out should point: the configured public URL, else the host this request came to. */
export async function requestBaseUrl(): Promise<string> {
  const configured = publicUrl();
  if (configured) return configured;
  const h = await headers();
  const host = h.get("host") ?? `localhost:${readEnv().PORT}`;
  return `${h.get("x-forwarded-proto") === "https" ? "https" : "http"}://${host}`;
}
