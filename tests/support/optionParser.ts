/**
 * Drives the real option parsers of the pinned shell code (run/rund in shell/run/main.sh, repo
 * and raw in their handle_options) and the argument checks of cleanup and rmlog under bash,
 * stopping right after the arguments are accepted and before anything would run, download, write
 * or delete a file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ShellResult, ShellSandbox } from "./shellHarness";

/** The module file whose parser handles a command's options. */
export function parserModule(command: string): string {
  return `shell/${command === "rund" ? "run" : command}/main.sh`;
}

/** Every option the module's parser names: its case patterns and its `"$1" == "-x"` tests. */
export function parserOptions(platformDir: string, command: string): string[] {
  const text = readFileSync(path.join(platformDir, parserModule(command)), "utf8");
  const found = new Set<string>();
  for (const m of text.matchAll(/^\s*(-{1,2}[A-Za-z][\w-]*(?:\s*\|\s*-{1,2}[A-Za-z][\w-]*)*)\)\s*$/gm))
    for (const o of m[1].split("|")) found.add(o.trim());
  for (const m of text.matchAll(/"\$1" == "(-{1,2}[\w-]*)"/g)) found.add(m[1]);
  return [...found].sort();
}

/** Values that satisfy an option's own checks, so acceptance is about the option itself. */
const SAMPLE_VALUES: Record<string, string[]> = {
  "-l": ["3"],
  "--loop": ["3"],
  "-w": ["1m"],
  "--wait": ["1m"],
  "-T": ["10s"],
  "--timeout": ["10s"],
  "-c": ["2"],
  "--concurrent": ["2"],
  // --thread is only valid together with --concurrent.
  "-t": ["2", "-c", "2"],
  "--thread": ["2", "-c", "2"],
  "-r": ["VAR", "&", "1,2"],
  "--recombine-env": ["VAR", "&", "1,2"],
  "-R": ["VAR", "&", "1@2"],
  "--recombine-env-group": ["VAR", "&", "1@2"],
  "-S": ["VAR", "&"],
  "--split-env": ["VAR", "&"],
  "-E": ["--inspect"],
  "--exec-args": ["--inspect"],
  "--": ["--inspect"],
  "--name": ["task"],
  "--max-restarts": ["3"],
  "--restart-delay": ["1000"],
  "--log-file": ["/tmp/task.log"],
  "--restart-cron": ["0 * * * *"],
  "--max-memory-restart": ["200M"],
  "--stop-exit-codes": ["0"],
  "--exp-backoff-restart-delay": ["100"],
  "--enable": ["true"],
  "--isPrivate": ["true"],
  "--updateTaskList": ["true"],
  "--autoDisable": ["false"],
  "--addNotify": ["true"],
  "--delNotify": ["true"],
  // --authMethod needs the credentials of its method.
  "--authMethod": ["http", "--httpUsername", "user", "--httpPassword", "secret"],
  // The release's --sshAlias check is inverted (a plain alias is refused; the repo page says so),
  // so the sample alias holds a dot.
  "--sshAlias": ["github.alias"],
  "--sshHostName": ["github.com"],
  "--sshPrivateKeyPath": ["/root/.ssh/id_ed25519"],
  "--httpUsername": ["user"],
  "--httpPassword": ["secret"],
  "--fileName": ["demo.js"],
  "--scriptsPath": ["src"],
  "--scriptsType": ["js"],
  "--whiteList": ["main"],
  "--blackList": ["test"],
};

export interface ParseResult {
  accepted: boolean;
  /** The parser's own message when it refused. */
  output: string;
}

function argv(command: string, option: string, values = SAMPLE_VALUES[option] ?? []): string[] {
  // -h/--help print the help only as the sole argument (run/rund, repo, raw alike).
  if (option === "-h" || option === "--help") return [option];
  if (command === "run" || command === "rund") {
    const target =
      option === "-p" || option === "--proxy" ? "https://github.com/owner/repo/blob/main/task.js" : "task.js";
    return [target, option, ...values];
  }
  if (command === "repo") return ["Repo1", "https://github.com/owner/repo.git", "main", option, ...values];
  return ["File1", "https://example.com/task.js", option, ...values];
}

const quote = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;

const outcome = (r: ShellResult): ParseResult => ({
  accepted: r.status === 0 && r.stdout.includes("__ACCEPTED__"),
  output: `${r.stdout}${r.stderr}`.trim(),
});

/** Runs one option through the command's real parser, with `values` after it (else a sample that passes). */
export function parseOption(sandbox: ShellSandbox, command: string, option: string, values?: string[]): ParseResult {
  const args = argv(command, option, values).map(quote).join(" ");
  const stubs = `function print_command_help() { echo __ACCEPTED__ help; exit 0; }`;
  let script: string;
  if (command === "run" || command === "rund") {
    // command_run parses, checks the combination, then calls command_run_main: stop there.
    script = `import run\n${stubs}\nfunction command_run_main() { echo __ACCEPTED__; exit 0; }\ncommand_run ${command} ${args}`;
  } else {
    // handle_options is defined inside command_${command}: stop right after its call.
    const fn = `command_${command}`;
    script = `import ${command}\n${stubs}\neval "$(declare -f ${fn} | sed '0,/handle_options "\\$@";/s//handle_options "$@"; echo __ACCEPTED__; exit 0;/')"\n${fn} ${args}`;
  }
  return outcome(sandbox.run(script));
}

/**
 * Runs a positional argument through a command that checks it and then hands it to
 * command_<command>_main (cleanup, rmlog), stopping there so nothing is cleaned.
 */
export function parseArgument(sandbox: ShellSandbox, command: string, value: string): ParseResult {
  const fn = `command_${command}`;
  return outcome(
    sandbox.run(`import ${command}\nfunction ${fn}_main() { echo __ACCEPTED__; exit 0; }\n${fn} ${quote(value)}`),
  );
}
