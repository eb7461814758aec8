/**
 * Cuts a docs release: freezes the writable docs (next) as <name> and makes it the latest.
 *   npm run docs:version <name>        e.g. npm run docs:version 1.0.0-beta.11
 * Copies content/docs, content/api, content/cli and content/sidebars/next.yaml to
 * content/versions/<name>/, lists <name> as the latest in content/versions.json, and pins it to
 * next's commit in platform/pins.json. Checks everything first: on any problem it prints one
 * message naming the file and field (or the argument), writes nothing and exits with 1.
 * The logic is in scripts/lib/docsVersion.ts (tests/unit/docsVersion.test.ts).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cutRelease, DocsVersionError, planRelease, report } from "./lib/docsVersion";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);

try {
  if (args.length > 1)
    throw new DocsVersionError(`expected one argument <name>, got ${args.length}: ${args.join(" ")}.`);
  const plan = planRelease(root, args[0]);
  console.log(report(plan, cutRelease(plan)));
} catch (error) {
  if (!(error instanceof DocsVersionError)) throw error;
  console.error(
    `docs:version: ${error.message}\nUsage: npm run docs:version <name>   (a release name, e.g. 1.0.0-beta.11)`,
  );
  process.exit(1);
}
