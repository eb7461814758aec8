/**
 * A setup file of every Vitest config: before each test, let the event loop turn once.
 *
 * Why: Vitest's runner goes from one test to the next through promises alone, so a file of
 * synchronous tests (spawnSync of bash, git or vite-node; reading thousands of files) holds its
 * worker's event loop from the first test to the last. Meanwhile the worker has sent the main
 * process its task updates (`onTaskUpdate`, an RPC with a 60 s timer); the answer arrives but is
 * not read. On a loaded two-core machine such a file took over 60 s, the timer fired first, and the
 * run failed with "[vitest-worker]: Timeout calling "onTaskUpdate"" while every test passed.
 * A setImmediate callback runs in the loop's check phase, right after its poll phase (where those
 * answers are read); two in a row make sure one poll phase lies between, whichever phase the
 * runner is in now. So a synchronous stretch is one test long, not one file long.
 */
import { beforeEach } from "vitest";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(async () => {
  await turn();
  await turn();
});
