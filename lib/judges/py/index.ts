// Python numeric semantics the judges depend on (round, %, float(), repr, max/min). Pure.
export { pyRound } from "./round";
export { floorMod, pyMax, pyMin } from "./math";
export { pyFloatFromString, pyFloat, type PyFloatResult } from "./float-from-string";
export { pyFormatFloat } from "./format-float";
