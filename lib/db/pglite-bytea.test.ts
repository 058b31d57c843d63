// The bytea serializer hands PGlite the bytes themselves (sent as a binary parameter), not text;
// lib/db/bytes-roundtrip.test.ts checks the bytes come back exactly through Prisma.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { byteaParam, sendByteaAsBinary } from "./pglite-bytea";

describe("bytea parameters on PGlite", () => {
  const pg = new PGlite();
  afterAll(() => pg.close());

  it("hands the same bytes on, not a hex string", () => {
    const bytes = new Uint8Array([0, 1, 254, 255]);
    expect(byteaParam(bytes)).toBe(bytes);
  });

  it("refuses a value that is not bytes, as PGlite's own serializer does", () => {
    expect(() => byteaParam("\\x00")).toThrow("Invalid input for bytea type");
  });

  it("is installed in the instance's table, and the bytes round-trip through a query", async () => {
    sendByteaAsBinary(pg);
    const bytes = new Uint8Array(Array.from({ length: 256 }, (_, i) => i));
    expect(pg.serializers[17](bytes)).toBe(bytes);
    const rows = await pg.query<{ b: Uint8Array; n: number }>("SELECT $1::bytea AS b, length($1::bytea) AS n", [bytes]);
    expect(rows.rows[0].n).toBe(256);
    expect([...rows.rows[0].b]).toEqual([...bytes]);
  });

  it("leaves other instances' tables alone (each has its own copy of the defaults)", () => {
    const other = new PGlite();
    expect(other.serializers[17]).not.toBe(byteaParam);
    return other.close();
  });
});
