// Lines of a JSON list's items, table-tested on texts whose lines are counted by hand.
import { describe, expect, it } from "vitest";
import { jsonListItemLines } from "./json-item-lines";

describe("jsonListItemLines", () => {
  it.each([
    ["one item per line", '{\n  "actions": [\n    {"verb": "a"},\n    {"verb": "b"}\n  ]\n}', "actions", [3, 4]],
    ["items over several lines", '{"actions": [\n {\n  "verb": "a"\n },\n {\n  "verb": "b"\n }\n]}', "actions", [2, 5]],
    ["the key after another list", '{"other": [1,\n2],\n"actions": [\n{"x": 1}, {"x": 2}]}', "actions", [4, 4]],
    ["a nested key of the same name is not the list", '{"meta": {"actions": [9]},\n"actions": [\n{"x": 1}]}', "actions", [3]],
    ["a string holding brackets, quotes and escapes", '{"actions": [\n{"v": "a]\\"[,"},\n{"v": "b"}]}', "actions", [2, 3]],
    ["an empty list", '{"actions": []}', "actions", []],
    ["no such key", '{"segments": [{"x": 1}]}', "actions", []],
    ["a top-level array", '[\n{"x": 1},\n{"x": 2}\n]', null, [2, 3]],
    ["CRLF line ends", '{"actions": [\r\n{"x": 1},\r\n{"x": 2}]}', "actions", [2, 3]],
  ])("%s", (_, text, key, expected) => expect(jsonListItemLines(text, key)).toEqual(expected));
});
