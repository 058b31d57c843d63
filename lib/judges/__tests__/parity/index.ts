// Judge-parity corpus: loader (I/O) and the comparison rules (pure).
export { actualVerdict, compareVerdict, reasonMatches } from "./compare";
export type { ActualVerdict, CompareOutcome, ExpectedVerdict } from "./compare";
export { listCorpusJudgeIds, loadParityCorpus, PARITY_CORPUS_ROOT } from "./corpus";
export type { ParityCase, ParityCorpus } from "./corpus";
