// Test-only helpers (reads the bundled parity corpus; not imported by the judges themselves).
import { loadParityCorpus } from "../../__tests__/parity";
import { KART_LATEST_ID, kartF933449 } from "../f933449";
import { KART_V4_ID, kart1ea24fc } from "../1ea24fc";

export const v4Corpus = loadParityCorpus(KART_V4_ID);
export const latestCorpus = loadParityCorpus(KART_LATEST_ID);

export const v4Prepared = kart1ea24fc.prepare(v4Corpus.groundTruth);
export const latestPrepared = kartF933449.prepare(latestCorpus.groundTruth);

export type Race = Record<string, unknown>;

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
export const bytesOf = (text: string) => new TextEncoder().encode(text);
export const ledger = (races: unknown) => bytesOf(JSON.stringify({ races }));

/** the v4 ground truth's races as plain JSON */
export const v4GroundTruthRaces: Race[] = JSON.parse(decode(v4Corpus.groundTruth)).races;
/** the newer (b4138e8) ground truth's races, with t_start/t_end */
export const latestGroundTruthRaces: Race[] = JSON.parse(decode(latestCorpus.groundTruth)).races;

/** perfect ledgers built by the judges themselves */
export const v4Oracle: Race[] = JSON.parse(decode(kart1ea24fc.perfectSubmission(v4Corpus.groundTruth))).races;
export const latestOracle: Race[] = JSON.parse(decode(kartF933449.perfectSubmission(latestCorpus.groundTruth))).races;

export function scoreV4(bytes: Uint8Array) {
  return kart1ea24fc.score(v4Prepared, bytes);
}
export function scoreLatest(bytes: Uint8Array) {
  return kartF933449.score(latestPrepared, bytes);
}

/** reward.details of a result, loosely typed for assertions */
export function detailsOf(result: { reward: Record<string, unknown> }): any {
  return result.reward.details;
}
