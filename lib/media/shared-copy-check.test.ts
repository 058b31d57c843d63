// What a shared copy's size and version decide before any byte is served (pure). The reads
// themselves, against a real S3-compatible server, are in shared-media.test.ts.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

import { judgeStat } from "./shared-copy-check";

const stat = (byteLength: number, version = "v1") => ({ byteLength, version });

describe("judgeStat", () => {
  it.each([
    ["first read on this node, no pinned size", stat(100), null, undefined, "hash"],
    ["first read, the pinned size", stat(100), 100, undefined, "hash"],
    ["first read, not the pinned size", stat(38), 100, undefined, "refuse"],
    ["hashed here, same version", stat(100), null, stat(100), "serve"],
    ["hashed here, same size, written again", stat(100, "v2"), null, stat(100), "hash"],
    ["hashed here, another size", stat(38, "v2"), null, stat(100), "refuse"],
    ["hashed here, another size under the same version", stat(38), null, stat(100), "refuse"],
    ["hashed here, but not the pinned size", stat(100), 99, stat(100), "refuse"],
  ] as const)("%s -> %s", (_what, s, pinned, memo, want) => {
    expect(judgeStat(s, pinned, memo).kind).toBe(want);
  });
});
