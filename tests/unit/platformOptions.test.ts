import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docSets } from "../support/platformPins";
import { ShellSandbox } from "../support/shellHarness";
import { parseOption, parserOptions } from "../support/optionParser";

interface DocumentedCommand {
  command: string;
  options: string[];
  rejected?: string[];
  undocumented?: string[];
}

// content/cli/commands.yaml against the real option parsers of the pinned shell code.
for (const set of docSets()) {
  const commands = (yaml.load(readFileSync(set.cliFile, "utf8")) as DocumentedCommand[]).filter(
    (c) => c.options.length > 0,
  );

  describe(`CLI options of the ${set.version} docs`, () => {
    let sandbox: ShellSandbox;
    beforeAll(() => {
      sandbox = new ShellSandbox(set.platform);
    });
    afterAll(() => sandbox.dispose());

    for (const c of commands) {
      it(`${c.command}: every documented option is accepted, except the ones listed as rejected`, () => {
        const wrong: string[] = [];
        for (const option of c.options) {
          const { accepted, output } = parseOption(sandbox, c.command, option);
          const expected = !(c.rejected ?? []).includes(option);
          if (accepted !== expected)
            wrong.push(
              `${option}: ${expected ? "refused" : "accepted, yet listed as rejected"}${accepted ? "" : ` (${output.split("\n").filter(Boolean).pop()})`}`,
            );
        }
        for (const option of c.rejected ?? [])
          if (!c.options.includes(option)) wrong.push(`${option}: listed as rejected but not under options`);
        expect(wrong, `${set.cliFile} vs ${set.platform}/shell`).toEqual([]);
      }, 120_000);

      it(`${c.command}: every option its parser accepts is documented or listed as undocumented`, () => {
        const accepted = parserOptions(set.platform, c.command).filter(
          (o) => parseOption(sandbox, c.command, o).accepted,
        );
        expect(accepted.length, "the parser's options were found (the check reads real code)").toBeGreaterThan(1);
        const missing = accepted.filter((o) => !c.options.includes(o) && !(c.undocumented ?? []).includes(o));
        expect(missing, `accepted by ${set.platform}/shell but not in ${set.cliFile}`).toEqual([]);
      }, 120_000);
    }

    it("covers every command that has options", () => {
      const total = commands.reduce((n, c) => n + c.options.length, 0);
      console.log(
        `${set.version}: ${total} documented options of ${commands.map((c) => c.command).join(", ")} run through the real parsers`,
      );
      expect(commands.map((c) => c.command).sort()).toEqual(["raw", "repo", "run", "rund"]);
    });

    it("sees the parser refuse an option it does not know (so the checks above can fail)", () => {
      const bogus = parseOption(sandbox, "run", "--forever");
      expect(bogus.accepted).toBe(false);
      expect(bogus.output).toContain("命令选项 --forever 错误，字段名称不存在！");
      expect(parseOption(sandbox, "repo", "--forever").accepted).toBe(false);
      expect(parseOption(sandbox, "run", "-l").accepted).toBe(true);
    }, 60_000);
  });
}
