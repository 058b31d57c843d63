// The test-database helper creates and drops databases, so it refuses any Postgres server that is
// not on this machine, before connecting.
import { describe, expect, it } from "vitest";
import { testDatabaseKinds, testServerHost } from "./test-databases";

describe("testServerHost: the host node-postgres would reach, and whether it is this machine", () => {
  it.each([
    ["postgresql://postgres@127.0.0.1:54329/vbench", undefined, "127.0.0.1", true],
    ["postgres://u@localhost/x", undefined, "localhost", true],
    ["postgres://u@[::1]:5432/x", undefined, "::1", true],
    ["postgresql:///vbench?host=/var/run/postgresql", undefined, "/var/run/postgresql", true],
    ["postgresql://%2Fvar%2Frun%2Fpostgresql/db", undefined, "/var/run/postgresql", true],
    ["postgresql:///x", undefined, "localhost", true],
    ["postgresql:///x", "/tmp/sock", "/tmp/sock", true],
    ["postgresql:///x", "db.example.com", "db.example.com", false],
    ["postgres://u:p@db.example.com:5432/prod", undefined, "db.example.com", false],
    ["postgres://u@localhost.evil.com/x", undefined, "localhost.evil.com", false],
    ["postgres://u@10.0.0.5/x", undefined, "10.0.0.5", false],
    ["postgres://u@localhost/x?host=db.example.com", undefined, "db.example.com", false],
    ["postgres://u@db.example.com/x?host=localhost", undefined, "localhost", true],
  ])("%s (PGHOST %s) -> %s, local %s", (url, pgHost, host, local) => {
    expect(testServerHost(url, pgHost)).toEqual({ host, local });
  });
});

describe("testDatabaseKinds", () => {
  it("is PGlite alone without a Postgres URL", () => {
    // "" rather than undefined: undefined would take the default, CI's own DATABASE_URL
    expect(testDatabaseKinds("").map((k) => k.name)).toEqual(["pglite"]);
    expect(testDatabaseKinds("pglite:memory").map((k) => k.name)).toEqual(["pglite"]);
  });

  it("adds Postgres for a local server", () => {
    expect(testDatabaseKinds("postgresql://postgres@127.0.0.1:54329/vbench").map((k) => k.name)).toEqual(["pglite", "postgres"]);
  });

  it.each(["postgres://u:secret@db.example.com:5432/prod", "postgres://u@localhost/x?host=10.1.2.3"])(
    "refuses a server elsewhere (%s), naming the host and the way to start a local one",
    (url) => {
      expect(() => testDatabaseKinds(url)).toThrow(
        /refusing to run integration tests against Postgres on "(db\.example\.com|10\.1\.2\.3)".*scripts\/pg-start\.sh/,
      );
    },
  );

  it("refuses an empty host when PGHOST points elsewhere", () => {
    expect(() => testDatabaseKinds("postgresql:///vbench", "db.example.com")).toThrow(/"db\.example\.com"/);
  });
});
