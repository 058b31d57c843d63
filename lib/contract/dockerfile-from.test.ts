// Base images as Docker resolves them, table-tested: continuation lines, FROM flags, global ARG
// defaults substituted, stage names, scratch, and ARGs without a default. Expected images are
// read off each Dockerfile by hand (Docker's rules: only ARGs before the first FROM reach FROM).
import { describe, expect, it } from "vitest";
import { dockerfileBaseImages, isDigestPinned } from "./dockerfile-from";
import { environmentFindings } from "./environment";
import { isDockerfilePath } from "./review";

const D = `@sha256:${"a".repeat(64)}`;
const images = (text: string) =>
  dockerfileBaseImages(text).map((b) => (b.kind === "image" ? `${b.line}:${b.image}` : `${b.line}:?${b.arg}`));

describe("dockerfileBaseImages", () => {
  it.each([
    ["one tag", "FROM python:3.12", ["1:python:3.12"]],
    ["lowercase, --platform, AS", "from --platform=$BUILDPLATFORM node:20 as build\nFROM build", ["1:node:20"]],
    ["scratch", "FROM scratch\nCOPY a /", []],
    ["ARG default substituted (braced)", `ARG PY=python:3.11${D}\nFROM \${PY} AS b\nFROM b`, [`2:python:3.11${D}`]],
    ["ARG default substituted (bare), quoted value", 'ARG BASE="debian:bookworm"\nFROM $BASE', ["2:debian:bookworm"]],
    ["several ARGs on one line", "ARG A=ubuntu B=24.04\nFROM ${A}:${B}", ["2:ubuntu:24.04"]],
    ["${X:-default} with X unset", "ARG X\nFROM ${X:-alpine:3.20}", ["2:alpine:3.20"]],
    ["an ARG without a default", "ARG NODEF\nFROM $NODEF", ["2:?NODEF"]],
    ["an ARG never declared", "FROM ${UNDECLARED}", ["1:?UNDECLARED"]],
    ["an ARG after the first FROM does not reach the next FROM", "FROM a:1\nARG LATE=b:2\nFROM $LATE", ["1:a:1", "3:?LATE"]],
    ["a continuation line", "FROM \\\n  ubuntu:22.04 \\\n  AS base\nFROM base", ["1:ubuntu:22.04"]],
    ["a comment inside a continuation", "FROM \\\n# the base\n  ubuntu:22.04", ["1:ubuntu:22.04"]],
    ["a FROM in a comment is not an instruction", "# FROM evil:latest\nFROM x" + D, [`2:x${D}`]],
    ["CRLF line ends", "ARG B=debian:12\r\nFROM $B\r\n", ["2:debian:12"]],
  ])("%s", (_, text, expected) => expect(images(text)).toEqual(expected));

  it.each([
    [`python:3.12${D}`, true],
    [`python${D}`, true],
    ["python:3.12", false],
    ["python@sha256:abc", false],
  ])("isDigestPinned(%s) = %s", (image, pinned) => expect(isDigestPinned(image)).toBe(pinned));
});

describe("base_image_not_digest_pinned through ARGs and stages", () => {
  const run = (text: string) =>
    environmentFindings({
      dockerfiles: [{ path: "environment/Dockerfile", text }],
      media: [],
      spec: null,
      taskToml: { path: "task.toml", text: "", parsed: {} },
      calibrationDocs: [],
    });

  it.each([
    ["a pinned ARG default used by two stages", `ARG PY=python:3.11${D}\nFROM \${PY} AS a\nFROM \${PY}\nFROM a`, []],
    ["a tag behind an ARG", "ARG RUNTIME=debian:bookworm\nFROM $RUNTIME", [2]],
    ["an ARG with no default", "ARG NODEF\nFROM $NODEF", [2]],
    ["a continued FROM of a tag", "FROM \\\n  ubuntu:22.04", [1]],
  ])("%s", (_, text, lines) => expect(run(text).map((f) => f.line)).toEqual(lines));

  it("names what the ARG resolved to, and the whole continued instruction as evidence", () => {
    const [viaArg] = run("ARG RUNTIME=debian:bookworm\nFROM --platform=linux/amd64 $RUNTIME AS rt");
    expect(viaArg.message).toContain("`debian:bookworm` (`$RUNTIME` with its ARG default) is not pinned");
    expect(viaArg.evidence).toBe("FROM --platform=linux/amd64 $RUNTIME AS rt");
    const [noDefault] = run("ARG NODEF\nFROM $NODEF");
    expect(noDefault.message).toContain("build argument NODEF, which has no default");
    const [continued] = run("FROM \\\n  ubuntu:22.04");
    expect(continued.evidence).toBe("FROM ubuntu:22.04");
  });
});

describe("isDockerfilePath", () => {
  it.each([
    ["environment/Dockerfile", true],
    ["Dockerfile.gpu", true],
    ["environment/Containerfile", true],
    ["environment/app.dockerfile", true],
    ["docs/Dockerfile.md", false],
    ["environment/Dockerfile-notes.txt", false],
    ["environment/build.sh", false],
    ["MyDockerfile", false],
  ])("%s -> %s", (p, expected) => expect(isDockerfilePath(p)).toBe(expected));
});
