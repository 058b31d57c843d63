// git through the outbound policy, against a real git client: a bare repository served over
// "dumb" HTTP on loopback (on the test allow-list), and a loopback-only service that is not. git
// must reach the allowed server by the address the policy checked, and nothing else, ever.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTaskRepo, type TaskRepo } from "../git/__tests__/make-task-repo";
import { openRepository } from "../git/repository";
import type { OutboundPolicy } from "../ip/address-policy";
import { pinnedGitConfig } from "./outbound-git";
import { loopbackServers } from "./__tests__/loopback-servers";

let repo: TaskRepo;
let root = "";
let port = 0;
let hiddenPort = 0;
let hiddenHits = 0;
const { listen, closeAll } = loopbackServers();

beforeAll(async () => {
  repo = makeTaskRepo();
  root = fs.mkdtempSync(path.join(os.tmpdir(), "vbench-git-http-"));
  execFileSync("git", ["clone", "-q", "--bare", repo.dir, path.join(root, "bench.git")]);
  execFileSync("git", ["update-server-info"], { cwd: path.join(root, "bench.git") });
  hiddenPort = await listen((_req, res) => {
    hiddenHits += 1;
    res.writeHead(404).end();
  });
  port = await listen((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname.startsWith("/moved.git/"))
      return void res
        .writeHead(301, { location: `http://127.0.0.1:${hiddenPort}${url.pathname.replace("/moved.git", "/bench.git")}` })
        .end();
    const file = path.join(root, path.normalize(url.pathname));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void res.writeHead(404).end();
    res.end(fs.readFileSync(file));
  });
});
afterAll(() => {
  closeAll();
  repo.cleanup();
  fs.rmSync(root, { recursive: true, force: true });
});

const policy = (allow = true): OutboundPolicy => ({
  allowHttp: true,
  allow: allow ? [{ address: "127.0.0.1", port }] : [],
  maxRedirects: 3,
});
const cache = () => fs.mkdtempSync(path.join(os.tmpdir(), "vbench-git-cache-"));
const branch = (dir: string) => execFileSync("git", ["rev-parse", "main"], { cwd: dir, encoding: "utf8" }).trim();

describe("git through the outbound policy", () => {
  it("clones an allow-listed repository by the checked address, even under a name git could not resolve", async () => {
    const resolve = async () => ["127.0.0.1"];
    const mirror = await openRepository(`http://git.test:${port}/bench.git`, cache(), { policy: policy(), resolve });
    expect(branch(mirror)).toBe(repo.commits.at(-1));
  });

  it("refuses loopback without the allow-list before git runs", async () => {
    const dir = cache();
    await expect(openRepository(`http://127.0.0.1:${hiddenPort}/bench.git`, dir, { policy: policy() })).rejects.toThrow(
      `cannot clone http://127.0.0.1:${hiddenPort}/bench.git: refused: the host is not a public address (loopback)`,
    );
    await expect(openRepository(`http://2130706433:${hiddenPort}/bench.git`, dir, { policy: policy() })).rejects.toThrow(/loopback/);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(hiddenHits).toBe(0);
  });

  it("lets git follow no redirect (one to a loopback-only service is never taken)", async () => {
    await expect(openRepository(`http://127.0.0.1:${port}/moved.git`, cache(), { policy: policy() })).rejects.toThrow(/cannot clone/);
    expect(hiddenHits).toBe(0);
  });

  it.each([
    ["ssh://git@github.test/org/bench.git", /only https URLs are fetched, not ssh:/],
    ["git@github.test:org/bench.git", /only https repository URLs/],
    ["http://github.test/org/bench.git", /plain http is off/],
  ])("refuses %s", async (source, why) => {
    await expect(pinnedGitConfig(source, { policy: { ...policy(), allowHttp: false } })).rejects.toThrow(why);
  });

  it("pins curl's lookup, turns redirects off and allows only https (and http when configured)", async () => {
    const resolve = async () => ["127.0.0.1"];
    expect(await pinnedGitConfig(`http://git.test:${port}/bench.git`, { policy: policy(), resolve })).toEqual([
      ...["-c", `http.curloptResolve=git.test:${port}:127.0.0.1`],
      ...["-c", "http.followRedirects=false", "-c", "protocol.allow=never"],
      ...["-c", "protocol.https.allow=always", "-c", "protocol.http.allow=always"],
    ]);
  });
});

describe("a mirror from a URL someone else sent (a webhook's clone URL)", () => {
  it.each([["x:/../../etc"], ["../../"], ["/tmp"], ["file:///tmp/bench.git"], ["ssh://git@github.test/org/bench.git"]])(
    "refuses %s as a path or a non-http URL before anything is read",
    async (source) => {
      const dir = cache();
      await expect(openRepository(source, dir, { policy: policy() }, { requireUrl: true })).rejects.toThrow(
        /only https repository URLs are fetched, never a path/,
      );
      expect(fs.readdirSync(dir)).toEqual([]);
    },
  );

  it("refuses a real local repository too (it would bypass the outbound policy and VBENCH_GIT_DIR)", async () => {
    await expect(openRepository(repo.dir, cache(), { policy: policy() }, { requireUrl: true })).rejects.toThrow(/never a path/);
  });

  it("three first opens of one repository at once share one intact mirror", async () => {
    const dir = cache();
    const url = `http://127.0.0.1:${port}/bench.git`;
    const mirrors = await Promise.all([1, 2, 3].map(() => openRepository(url, dir, { policy: policy() }, { requireUrl: true })));
    expect(new Set(mirrors).size).toBe(1);
    expect(branch(mirrors[0])).toBe(repo.commits.at(-1));
    execFileSync("git", ["fsck", "--no-progress"], { cwd: mirrors[0] });
    // no partial clone folder is left behind
    expect(fs.readdirSync(dir)).toEqual([path.basename(mirrors[0])]);
  });
});
