import { describe, expect, it } from "vitest";
import { checkCommand, extractCommands, type CliCommand } from "../support/cliCommands";

const ref: CliCommand[] = [
  { command: "run", options: ["-l", "--loop", "--"], subcommands: [] },
  { command: "service", options: [], subcommands: ["start", "stop"] },
  { command: "update", options: [], subcommands: ["sync"], free_arguments: true },
];

describe("arcadia command check", () => {
  it("finds command lines, not container names", () => {
    const code = [
      "docker logs -f arcadia",
      "docker exec -it arcadia arcadia run demo.js --loop 3",
      "$ arcadia service start",
      "docker run --name arcadia supermanito/arcadia:beta",
      "cd /arcadia && arcadia update sync # 同步",
    ].join("\n");
    expect(extractCommands(code)).toEqual([
      "arcadia run demo.js --loop 3",
      "arcadia service start",
      "arcadia update sync",
    ]);
  });

  it("accepts real commands and options", () => {
    expect(checkCommand("arcadia run demo.js -l 3 -- --arg", ref)).toEqual([]);
    expect(checkCommand("arcadia update Repo1", ref)).toEqual([]);
    expect(checkCommand("arcadia run <代码文件>", ref)).toEqual([]);
  });

  it("rejects invented commands, options and verbs", () => {
    expect(checkCommand("arcadia deploy", ref)).toEqual(['unknown subcommand "deploy"']);
    expect(checkCommand("arcadia run demo.js --forever", ref)).toEqual(['unknown option "--forever" for run']);
    expect(checkCommand("arcadia service reload", ref)).toEqual(['unknown service subcommand "reload"']);
  });
});
