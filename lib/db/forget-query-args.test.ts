// The wrapper in front of the driver adapter (forget-query-args.ts), on a real PGlite: every query
// answers as before, the caller's query object is untouched, and what the adapter was handed (the
// object Prisma's debug history keeps) holds no parameters once the query has run.
import { PGlite } from "@electric-sql/pglite";
import type { ArgType, SqlDriverAdapterFactory, SqlQuery } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, describe, expect, it } from "vitest";
import { forgetQueryArgs } from "./forget-query-args";

const pg = new PGlite();
afterAll(() => pg.close());

/** the real adapter, recording each query object it is handed (as its debug log does) */
function recording(factory: SqlDriverAdapterFactory, seen: SqlQuery[]): SqlDriverAdapterFactory {
  const note =
    <T>(call: (q: SqlQuery) => Promise<T>) =>
    (q: SqlQuery) => (seen.push(q), call(q));
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => {
      const a = await factory.connect();
      return {
        provider: a.provider,
        adapterName: a.adapterName,
        queryRaw: note((q) => a.queryRaw(q)),
        executeRaw: note((q) => a.executeRaw(q)),
        executeScript: (s) => a.executeScript(s),
        dispose: () => a.dispose(),
        startTransaction: async (level) => {
          const tx = await a.startTransaction(level);
          return {
            provider: tx.provider,
            adapterName: tx.adapterName,
            options: tx.options,
            queryRaw: note((q) => tx.queryRaw(q)),
            executeRaw: note((q) => tx.executeRaw(q)),
            commit: () => tx.commit(),
            rollback: () => tx.rollback(),
          };
        },
      };
    },
  };
}

const big = "x".repeat(1 << 20);
const textArg: ArgType = { scalarType: "string", arity: "scalar" };
const lengthQuery = (): SqlQuery => ({ sql: "SELECT length($1::text) AS n", args: [big], argTypes: [textArg] });

describe("forgetQueryArgs", () => {
  it("a query answers as before; the adapter's copy loses its parameters after it, the caller's keeps them", async () => {
    const seen: SqlQuery[] = [];
    const adapter = await forgetQueryArgs(recording(new PrismaPGlite(pg), seen)).connect();
    const query = lengthQuery();
    const result = await adapter.queryRaw(query);
    expect(result.columnNames).toEqual(["n"]);
    expect(result.rows).toEqual([[1 << 20]]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(query);
    expect(seen[0]).toMatchObject({ sql: query.sql, args: [], argTypes: [] });
    expect(query.args).toEqual([big]);
  });

  it("inside a transaction too, and the transaction commits", async () => {
    const seen: SqlQuery[] = [];
    const adapter = await forgetQueryArgs(recording(new PrismaPGlite(pg), seen)).connect();
    await adapter.executeScript("CREATE TABLE kept (v text)");
    const tx = await adapter.startTransaction();
    expect(await tx.executeRaw({ sql: "INSERT INTO kept VALUES ($1)", args: [big], argTypes: [textArg] })).toBe(1);
    expect((await tx.queryRaw(lengthQuery())).rows).toEqual([[1 << 20]]);
    await tx.commit();
    expect(seen.map((q) => q.args)).toEqual([[], []]);
    expect((await pg.query<{ n: number }>("SELECT length(v) AS n FROM kept")).rows).toEqual([{ n: 1 << 20 }]);
  });

  it("a failing query still loses its parameters and its error reaches the caller", async () => {
    const seen: SqlQuery[] = [];
    const adapter = await forgetQueryArgs(recording(new PrismaPGlite(pg), seen)).connect();
    await expect(adapter.queryRaw({ sql: "SELECT $1::int", args: [big], argTypes: [textArg] })).rejects.toThrow();
    expect(seen[0].args).toEqual([]);
  });
});
