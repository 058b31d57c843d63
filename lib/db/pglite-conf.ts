/**
 * postgresql.conf lines for every embedded instance, and for the template new data dirs are copied
 * from (lib/db/pglite-template.ts). shared_buffers 4 MB instead of Postgres's 128 MB: see openDatabase.
 */
export const PGLITE_CONF: readonly string[] = ["shared_buffers=4MB"];
