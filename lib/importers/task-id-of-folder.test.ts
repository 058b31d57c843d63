// The task a folder names: task.toml's [task] name (last segment) wins over the folder's name, so
// push and the server's archive import agree; a broken task.toml is refused naming the file.
import { describe, expect, it } from "vitest";
import { taskIdOfFolder } from "./task-id-of-folder";

const toml = (text: string) => new TextEncoder().encode(text);

describe("taskIdOfFolder", () => {
  it.each([
    ["the last segment of [task] name", '[task]\nname = "vbench-review/demo-shapes-activity"\n', "demo-shapes-activity"],
    ["a name without an owner", '[task]\nname = "kart"\n', "kart"],
    ["a trailing slash is not a segment", '[task]\nname = "org/kart/"\n', "kart"],
    ["no [task] name: the folder's name", '[metadata]\nauthor = "x"\n', "my-checkout"],
    ["a blank name: the folder's name", '[task]\nname = "  "\n', "my-checkout"],
  ])("%s", (_what, text, want) => {
    expect(taskIdOfFolder(toml(text), "my-checkout")).toBe(want);
  });

  it("a task.toml that does not parse is refused naming task.toml, not the folder", () => {
    expect(() => taskIdOfFolder(toml("[task\nname = "), "my-checkout")).toThrow(/^task\.toml: /);
  });
});
