/** Apart from the differ, so the guide page can ask this without bundling the differ. */
import type { UpgradeChanges } from "./types";

/** Whether a guide has anything to say. */
export function isEmpty(c: UpgradeChanges): boolean {
  const lists = [
    c.cli.commandsAdded,
    c.cli.commandsRemoved,
    c.cli.changed,
    c.api.added,
    c.api.removed,
    c.api.changed,
    c.messages.onlyFrom,
    c.messages.onlyTo,
    c.docs.added,
    c.docs.removed,
    c.docs.moved,
    c.docs.changed,
    c.changelog,
  ];
  return lists.every((l) => l.length === 0);
}
