// What the webhook does with a delivery whose signature checked out: refuse a replayed delivery
// id or body, record the delivery, answer ping and ignored events, and for a handled pull_request action
// store the pull request as GitHub describes it and enqueue the job that imports and publishes.
// Fast by design: no git, no GitHub call here (GitHub gives a delivery 10 s).
import crypto from "node:crypto";
import { Prisma, type PrismaClient } from "../../generated/prisma/client";
import { parseDelivery, pullRequestFactsOf } from "../webhook-payload";
import { PULL_REQUEST_JOB_KIND, type PullRequestJobParams } from "./job-params";

export interface DeliveryInput {
  deliveryId: string | null;
  event: string | null;
  raw: Uint8Array;
}

export type Enqueue = (kind: string, params: PullRequestJobParams, opts: { actorId: null }) => Promise<{ id: string }>;

export interface DeliveryAnswer {
  status: number;
  body: Record<string, unknown>;
}

const DELIVERY_ID = /^[A-Za-z0-9-]{1,100}$/;
const EVENT = /^[a-z_]{1,60}$/;

const refuse = (status: number, code: string, message: string): DeliveryAnswer => ({
  status,
  body: { ok: false, error: { code, message } },
});

export async function receiveDelivery(prisma: PrismaClient, enqueue: Enqueue, input: DeliveryInput): Promise<DeliveryAnswer> {
  if (!input.deliveryId || !DELIVERY_ID.test(input.deliveryId))
    return refuse(400, "INVALID", "X-GitHub-Delivery is missing or not a delivery id");
  if (!input.event || !EVENT.test(input.event)) return refuse(400, "INVALID", "X-GitHub-Event is missing or not an event name");
  const id = input.deliveryId;
  const bodySha256 = crypto.createHash("sha256").update(input.raw).digest("hex");
  // the primary key refuses a replayed delivery id and the body's hash a captured body sent again
  // under a new id (GitHub's own redelivery keeps the id), even two copies arriving at once
  try {
    await prisma.webhookDelivery.create({ data: { id, event: input.event, outcome: "received", bodySha256 } });
  } catch (e) {
    if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")) throw e;
    if (await prisma.webhookDelivery.findUnique({ where: { id }, select: { id: true } }))
      return refuse(409, "CONFLICT", `delivery ${id} was already received (replay refused)`);
    const first = await prisma.webhookDelivery.findUnique({ where: { bodySha256 }, select: { id: true } });
    return refuse(409, "CONFLICT", `this body was already received as delivery ${first?.id ?? "(another)"} (replay refused)`);
  }
  const record: RecordOutcome = (outcome, data = {}) =>
    prisma.webhookDelivery.update({ where: { id }, data: { outcome, ...data, detail: data.detail?.slice(0, 1000) } });
  try {
    return await handle(prisma, enqueue, input.event, input.raw, id, record);
  } catch (e) {
    // never left "received": the delivery says what went wrong, the sender gets a 500
    await record("failed", { detail: `not handled: ${e instanceof Error ? e.message : String(e)}` }).catch(() => undefined);
    throw e;
  }
}

type RecordOutcome = (
  outcome: string,
  data?: { action?: string | null; detail?: string; pullRequestId?: string; jobRunId?: string },
) => Promise<unknown>;

async function handle(
  prisma: PrismaClient,
  enqueue: Enqueue,
  event: string,
  raw: Uint8Array,
  id: string,
  record: RecordOutcome,
): Promise<DeliveryAnswer> {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(raw));
  } catch {
    await record("invalid", { detail: "the body is not UTF-8 JSON" });
    return refuse(400, "INVALID", "the body is not UTF-8 JSON");
  }
  const parsed = parseDelivery(event, json);
  if (parsed.kind === "ping") {
    await record("pong");
    return { status: 200, body: { ok: true, pong: true } };
  }
  if (parsed.kind === "ignored") {
    await record("ignored", { action: parsed.action, detail: parsed.reason });
    return { status: 202, body: { ok: true, ignored: parsed.reason } };
  }
  if (parsed.kind === "invalid") {
    await record("invalid", { detail: parsed.message });
    return refuse(400, "INVALID", parsed.message);
  }
  const facts = pullRequestFactsOf(parsed.event);
  const pr = await prisma.pullRequest.upsert({
    where: { baseRepo_number: { baseRepo: facts.baseRepo, number: facts.number } },
    create: facts,
    update: facts,
    select: { id: true },
  });
  const run = await enqueue(
    PULL_REQUEST_JOB_KIND,
    { pullRequestId: pr.id, headSha: facts.headSha, action: parsed.action, deliveryId: id },
    { actorId: null },
  );
  await record("queued", { action: parsed.action, pullRequestId: pr.id, jobRunId: run.id, detail: `head ${facts.headSha.slice(0, 12)}` });
  return { status: 202, body: { ok: true, queued: run.id, pullRequest: facts.number } };
}
