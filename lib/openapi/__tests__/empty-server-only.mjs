// Preload for load-order.test.ts: in a Next server, "server-only" resolves (react-server condition)
// to an empty module; plain Node gets the throwing one. Make it the empty one, as the server has it.
import Module, { createRequire } from "node:module";

const require = createRequire(`${process.cwd()}/`);
const id = require.resolve("server-only");
const stub = new Module(id);
stub.loaded = true;
stub.exports = {};
require.cache[id] = stub;
