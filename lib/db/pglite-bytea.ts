// bytea parameters on PGlite as raw bytes. PGlite's own bytea serializer builds one string per
// byte (a 19 MB upload: ~5 s of CPU and GBs of garbage); a Buffer hex string instead measured
// 1.3 s against 0.7-1.1 s for binary per 19 MB insert. PGlite's bind step writes any ArrayBuffer view it is handed as
// a binary parameter (@electric-sql/pglite 0.5, dist: the protocol `bind` writer checks
// `ArrayBuffer.isView(value)` before falling back to text), so the serializer hands the bytes on
// as they are. PGlite's `Serializer` type says a serializer returns a string; a module
// augmentation cannot widen it (its options and its `serializers` field are number index
// signatures of that type), so the entry is added to the instance's own table (a per-instance copy
// of the defaults, made in its constructor) with Object.assign, and keeps its true type here.
import type { PGlite } from "@electric-sql/pglite";

// the pg_type oid of bytea (PGlite's `types.BYTEA`; a type import keeps PGlite's module unloaded
// until client.ts opens one)
const BYTEA = 17;

/** A bytea parameter as raw bytes; anything else is refused as PGlite's own serializer does. */
export function byteaParam(value: unknown): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return value;
}

/** Every later bytea parameter of this instance goes over as binary instead of hex text. */
export function sendByteaAsBinary(pg: PGlite): void {
  Object.assign(pg.serializers, { [BYTEA]: byteaParam });
}
