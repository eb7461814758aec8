/** The `arcadia` command check: command lines shown in docs must use real commands and options. */

export interface CliCommand {
  command: string;
  options: string[];
  subcommands: string[];
  free_arguments?: boolean;
}

/** Where a line runs `arcadia …`: line start (after a prompt), after && ; | $(, or after `docker exec … arcadia`. */
const START = /(?:^|&&|;|\||\$\(|`)\s*(?:\$\s+)?(?:docker\s+exec(?:\s+-\w+)*\s+arcadia\s+)?(arcadia\s+.*)$/;

export function extractCommands(code: string): string[] {
  const out: string[] = [];
  for (const raw of code.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    const m = START.exec(line);
    if (!m) continue;
    // Only the first command of a chain: later parts are their own lines' business.
    out.push(m[1].split(/\s*(?:&&|;|\|)\s*/)[0].trim());
  }
  return out;
}

/** Words of a command line; quoted strings count as one word. */
function words(line: string): string[] {
  return (line.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).map((w) => w.replace(/^["']|["']$/g, ""));
}

export function checkCommand(line: string, reference: CliCommand[]): string[] {
  const [, sub, ...rest] = words(line);
  if (!sub || sub.startsWith("<")) return [];
  const ref = reference.find((c) => c.command === sub);
  if (!ref) return [`unknown subcommand "${sub}"`];
  const problems: string[] = [];
  const args = rest.slice(0, rest.includes("--") ? rest.indexOf("--") : rest.length);
  for (const w of args) {
    if (!w.startsWith("-") || /^-\d/.test(w)) continue;
    const name = w.split("=")[0];
    if (!ref.options.includes(name)) problems.push(`unknown option "${name}" for ${sub}`);
  }
  const verb = rest[0];
  if (
    ref.subcommands.length &&
    verb &&
    !verb.startsWith("-") &&
    !verb.startsWith("<") &&
    !ref.free_arguments &&
    !ref.subcommands.includes(verb)
  ) {
    problems.push(`unknown ${sub} subcommand "${verb}"`);
  }
  return problems;
}
