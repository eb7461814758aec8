/**
 * Bad content stops the build with one short message naming the file and the field. Gatsby
 * prints a thrown error with its stack and a code frame of the compiled, minified gatsby-node
 * (.cache/compiled), which buries the message; so content errors are reported as plain text
 * instead. Any other error is a bug and is rethrown with its stack.
 */
import type { Reporter } from "gatsby";
import { ContentError } from "../../lib/contentError";

export async function reportContentErrors<T>(reporter: Reporter, run: () => T | Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    // A string, not the Error: no stack trace, no code frame. Exits in `gatsby build`; in
    // `gatsby develop` the message is shown and the server keeps running.
    reporter.panicOnBuild(`Bad content: ${e.message}`);
    return undefined;
  }
}
