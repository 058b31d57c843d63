// Prisma's debug module (@prisma/debug) keeps the arguments of its last 100 calls even while
// debugging is off (argsHistory, for its error reports), and both driver adapters (PGlite, pg) log
// every query object with its parameters. So the parameters of the last 100 queries stay reachable:
// an import's ledger bytes and score-run events (4.4 MB of an import CLI's heap, measured with a heap
// snapshot), an upload's bytes in the server until 100 more queries push them out. Here each query
// reaches the adapter as a copy whose parameters are dropped once it has run: the history keeps the
// SQL text only. A debug log (DEBUG=prisma:*) is written at the call, before the drop, unchanged.
import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, SqlQueryable, Transaction } from "@prisma/driver-adapter-utils";

/** queryRaw/executeRaw of `inner`, each handed a copy of the query that is emptied after the call */
function forgetfulQueries(inner: SqlQueryable): Pick<SqlQueryable, "queryRaw" | "executeRaw"> {
  const run = async <T>(query: SqlQuery, call: (q: SqlQuery) => Promise<T>): Promise<T> => {
    const copy = { ...query };
    try {
      return await call(copy);
    } finally {
      copy.args = [];
      copy.argTypes = [];
    }
  };
  return {
    queryRaw: (query) => run(query, (q) => inner.queryRaw(q)),
    executeRaw: (query) => run(query, (q) => inner.executeRaw(q)),
  };
}

function forgetfulTransaction(tx: Transaction): Transaction {
  return {
    provider: tx.provider,
    adapterName: tx.adapterName,
    options: tx.options,
    ...forgetfulQueries(tx),
    commit: () => tx.commit(),
    rollback: () => tx.rollback(),
  };
}

function forgetfulAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const connectionInfo = adapter.getConnectionInfo?.bind(adapter);
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    ...forgetfulQueries(adapter),
    executeScript: (script) => adapter.executeScript(script),
    startTransaction: async (isolationLevel) => forgetfulTransaction(await adapter.startTransaction(isolationLevel)),
    ...(connectionInfo ? { getConnectionInfo: connectionInfo } : {}),
    dispose: () => adapter.dispose(),
  };
}

/** The same driver adapter, except that no query's parameters outlive the query. */
export function forgetQueryArgs(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => forgetfulAdapter(await factory.connect()),
  };
}
