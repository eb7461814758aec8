/** The CLI part of an upgrade guide: content/cli/commands.yaml of two versions, compared. */
import type { Changed, CliChanges, CliCommand, CliCommandChanges } from "./types";

const minus = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));

export function diffCli(from: readonly CliCommand[], to: readonly CliCommand[]): CliChanges {
  const names = (list: readonly CliCommand[]) => list.map((c) => c.command);
  const changed: CliCommandChanges[] = [];
  for (const t of to) {
    const f = from.find((c) => c.command === t.command);
    if (!f) continue;
    const accepted = (c: CliCommand) => minus(c.options, c.rejected);
    const valueKey = (v: CliCommand["values"][number]) => `${v.row} · ${v.column}`;
    const defaults: Changed[] = [];
    for (const v of t.values) {
      const old = f.values.find((o) => o.page === v.page && valueKey(o) === valueKey(v));
      if (old && old.value !== v.value) defaults.push({ what: valueKey(v), from: old.value, to: v.value });
    }
    const c: CliCommandChanges = {
      command: t.command,
      optionsAdded: minus(t.options, f.options),
      optionsRemoved: minus(f.options, t.options),
      // Listed in both releases, refused by the older parser only (and the reverse).
      nowAccepted: accepted(t).filter((o) => f.options.includes(o) && f.rejected.includes(o)),
      nowRejected: t.rejected.filter((o) => accepted(f).includes(o)),
      subcommandsAdded: minus(t.subcommands, f.subcommands),
      subcommandsRemoved: minus(f.subcommands, t.subcommands),
      defaults,
    };
    const any = Object.values(c).some((v) => Array.isArray(v) && v.length > 0);
    if (any) changed.push(c);
  }
  return {
    commandsAdded: minus(names(to), names(from)),
    commandsRemoved: minus(names(from), names(to)),
    changed,
  };
}
