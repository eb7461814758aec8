/**
 * `gatsby develop` started in a project copy (tests/build/projectCopy.mjs), for the develop
 * check (tests/build/develop.ts) and the develop bench (scripts/bench-develop.ts).
 */
import { spawn } from "node:child_process";

export interface DevelopServer {
  /** Seconds from the start to "You can now view"; rejects on a timeout or an early exit. */
  ready: Promise<number>;
  /** Everything the server printed so far, without the terminal's control sequences. */
  log: () => string;
  /** Stops the whole process group (Gatsby's CLI and its develop process) and waits for it. */
  stop: () => Promise<void>;
}

export function startDevelop(
  dir: string,
  port: number,
  readyTimeoutMs: number,
  extraEnv: NodeJS.ProcessEnv = {},
): DevelopServer {
  const started = Date.now();
  let output = "";
  let exited = false;
  const child = spawn("node", ["scripts/gatsby.mjs", "develop", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    // CI=1 keeps Gatsby's output plain lines; Gatsby then also runs every page's query at the
    // start, which a writer's `npm run develop` does not (queries run when a page is opened):
    // GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI keeps that as a writer has it.
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "1",
      GATSBY_ENABLE_QUERY_ON_DEMAND_IN_CI: "1",
      ...extraEnv,
    },
    detached: true,
  });
  const log = () => output.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "");
  const ready = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gatsby develop was not ready after ${readyTimeoutMs / 1000} s`)),
      readyTimeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (/You can now view/.test(output)) {
        clearTimeout(timer);
        resolve((Date.now() - started) / 1000);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      exited = true;
      clearTimeout(timer);
      reject(new Error(`gatsby develop exited (${code})`));
    });
  });
  // A caller that stops before awaiting `ready` must not leave an unhandled rejection.
  ready.catch(() => {});
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    for (let i = 0; i < 50 && !exited; i++) await new Promise((r) => setTimeout(r, 100));
  };
  return { ready, log, stop };
}
