// The FlightGear clearance-ledger family: one supported version (@cbfc22d), its breakdown helper
// and prepared type. Versions live in <commit>.ts files; judge-table.ts registers them.
export { flightgearCbfc22d, rewardFromEvents, scoreFlightgear } from "./cbfc22d";
export type { PreparedGroundTruth } from "./prepare";
