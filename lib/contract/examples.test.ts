// Worked examples read from an instruction, table-tested: each text's objects and the line each
// starts on are read off the text by hand. The lenient cases are examples a contributor writes
// as Python/JS literals or pretty-printed with "..." lines: a leak must not pass unread.
import { describe, expect, it } from "vitest";
import { exampleObjects } from "./examples";

const read = (text: string) => exampleObjects(text).map((e) => [e.line, e.value]);

describe("exampleObjects", () => {
  it.each([
    ["strict JSON in a fence", '# x\n```json\n{"verb": "pour", "nouns": ["oil"]}\n```', [[3, { verb: "pour", nouns: ["oil"] }]]],
    ["an inline object in prose", 'e.g. `{"verb": "take", "nouns": ["cup"]}` is one', [[1, { verb: "take", nouns: ["cup"] }]]],
    [
      "single quotes (a Python dict)",
      "```python\n{'verb': 'pour', 'nouns': ['oil'], 'done': True}\n```",
      [[2, { verb: "pour", nouns: ["oil"], done: true }]],
    ],
    ["a trailing comma", '```\n{"verb": "take", "nouns": ["cup"],}\n```', [[2, { verb: "take", nouns: ["cup"] }]]],
    [
      "pretty-printed with an elided line",
      '```json\n{"actions": [\n  {\n    "verb": "pour",\n    "nouns": ["oil"]\n  },\n  ...\n]}\n```',
      [
        [2, { actions: [{ verb: "pour", nouns: ["oil"] }] }],
        [4, { verb: "pour", nouns: ["oil"] }],
      ],
    ],
    ["a // comment", '```\n{"verb": "take", // the action\n "nouns": ["cup"]}\n```', [[2, { verb: "take", nouns: ["cup"] }]]],
    ["a placeholder that is no value", '```\n{"verb": <verb>, "nouns": [<noun>]}\n```', []],
    ["prose braces", "Use {curly} placeholders and {braces}.", []],
    ["an apostrophe in a JSON string stays as written", '`{"note": "don\'t", "verb": "take"}`', [[1, { note: "don't", verb: "take" }]]],
  ])("%s", (_, text, expected) => expect(read(text)).toEqual(expected));
});
