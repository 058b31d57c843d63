// JobRun.results of an "audit:suite" run (lib/audits/serialize.ts StoredSuiteResult), as a zod
// schema so the audits page, its gates and the PR comment read a checked value. The schema's type
// must stay the writer's type: the two assertions below fail to compile when either side changes.
import { z } from "zod";
import type { StoredSuiteResult } from "../serialize";

const AuditKindSchema = z.enum(["omission", "probes", "sweep", "versions", "sensitivity"]);
const numbers = z.array(z.number());
const pointReward = z.object({ offset: z.number(), reward: z.number() });

const OmissionSchema = z.object({
  ledgerPath: z.string(),
  label: z.string(),
  judgeId: z.string(),
  method: z.enum(["exact", "greedy", "beam", "none"]),
  predictions: z.number(),
  base: z.number(),
  best: z.number(),
  gain: z.number(),
  retained: z.number(),
  withheld: numbers,
  withheldMatched: z.number(),
  leaveOneOut: z.array(z.object({ prediction: z.number(), matchedEvent: z.number().nullable(), score: z.number(), delta: z.number() })),
  note: z.string().optional(),
});

const ShortcutSchema = z.object({
  judgeId: z.string(),
  total: z.number(),
  structural: z.array(z.object({ label: z.string(), reward: z.number() })),
  gridSize: z.number(),
  jitterCount: z.number(),
  max: z.number(),
  maxProbe: z.object({ index: z.number(), kind: z.string(), label: z.string() }),
  aboveBar: z.number(),
  bar: z.number(),
  maxByKind: z.record(z.string(), z.number()),
  gridHeatmap: z.object({ xAxis: z.string(), yAxis: z.string(), x: numbers, y: numbers, cells: z.array(numbers) }).nullable(),
});

const BoundarySchema = z.object({
  judgeId: z.string(),
  name: z.string(),
  tolerance: z.string(),
  unit: z.string(),
  lastFull: z.number(),
  firstBelow: pointReward.nullable(),
  curve: z.array(pointReward),
});

const SurfaceSchema = z.object({
  judgeId: z.string(),
  xAxis: z.string(),
  xUnit: z.string(),
  yAxis: z.string(),
  yUnit: z.string(),
  x: numbers,
  y: numbers,
  cells: z.array(numbers),
});

const SweepSchema = z.object({
  judgeId: z.string(),
  axis: z.object({
    key: z.string(),
    label: z.string(),
    unit: z.string(),
    points: z.array(z.object({ label: z.string(), patch: z.record(z.string(), z.number()), x: z.number(), isDefault: z.boolean() })),
  }),
  ledgers: z.array(z.object({ path: z.string(), label: z.string(), rewards: numbers })),
  gateLines: z.array(z.object({ label: z.string(), value: z.number() })),
});

const VersionsSchema = z.object({
  primary: z.string(),
  judges: z.array(z.string()),
  rows: z.array(
    z.object({ path: z.string(), label: z.string(), rewards: z.record(z.string(), z.number()), deltas: z.record(z.string(), z.number()) }),
  ),
  disagreements: z.array(
    z.object({
      judgeA: z.string(),
      judgeB: z.string(),
      source: z.enum(["stored", "mutation", "oracle", "oracle mutation"]),
      from: z.string(),
      mutation: z.string().nullable(),
      rewardA: z.number(),
      rewardB: z.number(),
      submission: z.string(),
      tried: z.number(),
      entryIndex: z.number().nullable(),
    }),
  ),
  agreeing: z.array(z.object({ judgeA: z.string(), judgeB: z.string(), tried: z.number() })),
});

const AuditFindingSchema = z.object({
  kind: AuditKindSchema,
  severity: z.enum(["info", "warn", "fail"]),
  code: z.string(),
  message: z.string(),
  judgeId: z.string(),
  ledgerPath: z.string().optional(),
  eventIndex: z.number().optional(),
  numbers: z.record(z.string(), z.number()).optional(),
});

const SensitivitySchema = z.object({
  judgeId: z.string(),
  seeds: z.number(),
  bar: z.number(),
  points: z.array(z.object({ fractionCorrect: z.number(), mean: z.number(), min: z.number(), max: z.number() })),
  barReachedAt: z.number().nullable(),
  lastStepShare: z.number(),
  blindGuess: z.object({ count: z.number(), mean: z.number(), p95: z.number(), max: z.number() }),
  findings: z.array(AuditFindingSchema),
});

// the generic verifier audits' extra parts (lib/audits/verifier; lib/audits/types.ts AlternativeResult, VerifierProbeDetails)
const AlternativeSchema = z.object({
  variant: z.string(),
  reward: z.number().nullable(),
  reference: z.number(),
  rejected: z.boolean(),
  note: z.string().optional(),
});

const VerifierDetailsSchema = z.object({
  shape: z.object({
    listPath: z.string(),
    events: z.number(),
    timeFields: z.array(z.string()),
    labelFields: z.array(z.object({ name: z.string(), vocabulary: z.number() })),
    cap: z.number().nullable(),
    statedTolerances: z.array(z.string()),
    orderMatters: z.boolean(),
  }),
  oracleReward: z.number().nullable(),
  mutations: z.array(z.object({ label: z.string(), reward: z.number().nullable(), reference: z.number(), rejected: z.boolean() })),
  tolerances: z.array(
    z.object({
      field: z.string(),
      unit: z.string(),
      stated: z.number().nullable(),
      statedText: z.string().nullable(),
      justInside: z.number().nullable(),
      justOutside: z.number().nullable(),
      verdict: z.enum(["agrees", "narrower", "wider", "unstated"]),
    }),
  ),
  jitter: z.array(z.object({ field: z.string(), scale: z.string(), count: z.number(), mean: z.number(), min: z.number() })),
  omissionCurves: z.array(
    z.object({
      ledgerPath: z.string(),
      points: z.array(z.object({ withheld: z.number(), mean: z.number(), min: z.number(), max: z.number() })),
    }),
  ),
  budget: z.object({ limit: z.number(), used: z.number(), cut: z.array(z.string()) }),
});

export const StoredSuiteResultSchema = z.object({
  taskId: z.string(),
  audits: z.array(AuditKindSchema),
  strongAgentBar: z.number(),
  pairings: z.array(
    z.object({
      judgeId: z.string(),
      isPrimary: z.boolean(),
      omission: z.array(OmissionSchema).optional(),
      shortcut: ShortcutSchema.optional(),
      boundaries: z.array(BoundarySchema).optional(),
      surface: SurfaceSchema.nullable().optional(),
      sweeps: z.array(SweepSchema).optional(),
      sensitivity: SensitivitySchema.nullable().optional(),
      alternatives: z.array(AlternativeSchema).optional(),
      verifier: VerifierDetailsSchema.optional(),
      notes: z.array(z.string()),
    }),
  ),
  versions: VersionsSchema.optional(),
  findings: z.array(AuditFindingSchema),
  timings: z.partialRecord(AuditKindSchema, z.number()),
});

type Parsed = z.infer<typeof StoredSuiteResultSchema>;
const _parsedIsStored: Parsed extends StoredSuiteResult ? true : never = true;
const _storedIsParsed: StoredSuiteResult extends Parsed ? true : never = true;
// optional members would pass the two checks above even when the schema dropped them: require them
type Pairing = StoredSuiteResult["pairings"][number];
type ParsedPairing = Parsed["pairings"][number];
const _sameKeys: [Exclude<keyof Pairing, keyof ParsedPairing>, Exclude<keyof ParsedPairing, keyof Pairing>] extends [never, never]
  ? true
  : never = true;
void _parsedIsStored;
void _storedIsParsed;
void _sameKeys;
