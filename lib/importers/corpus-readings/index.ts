// Every corpus folder's reading, in folder order (../shared/fixtures/benchmark).
import { captaincook } from "./captaincook";
import { council } from "./council";
import { cs2 } from "./cs2";
import { europarl } from "./europarl";
import { industreal } from "./industreal";
import { medvedev } from "./medvedev";
import { melee } from "./melee";
import { meva } from "./meva";
import { neAtl } from "./ne-atl";
import { otbChess } from "./otb-chess";
import { tennis } from "./tennis";
import type { CorpusReading } from "./types";
import { uscWsu } from "./usc-wsu";

export const CORPUS_READINGS: CorpusReading[] = [
  captaincook,
  council,
  cs2,
  europarl,
  industreal,
  medvedev,
  melee,
  meva,
  neAtl,
  otbChess,
  tennis,
  uscWsu,
];
