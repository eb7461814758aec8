/**
 * The content compile of a cold production build (every page's content is compiled in
 * createPages, src/node/data/docPages.ts) on worker threads: createPages waits on the compiles
 * while the build box's two cores do them. esbuild bundles ./compileWorker.ts as Gatsby's files
 * are bundled (our sources inside, packages left to require); a worker loads the pipeline once.
 * A compile that fails in a worker is compiled again on the main thread, which throws the error
 * the build reports, as without the pool. The workers start with the first compile the cache
 * does not answer, so a warm build starts none. Outside a pool (develop, `npm run check:mdx`, tests),
 * compiles run on the main thread.
 */
import { buildSync } from "esbuild";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { compileContent, type CompiledContent } from "./compile";

export interface CompileRequest {
  id: number;
  body: string;
  absolutePath: string;
  root: string;
}
export type CompileAnswer = { id: number; compiled: CompiledContent } | { id: number; failed: string };

const ENTRY = path.join(process.cwd(), "src", "node", "data", "mdxContent", "compileWorker.ts");
const BUNDLE = path.join(process.cwd(), ".cache", "arcadia", "compileWorker.cjs");

interface Pool {
  workers: Worker[];
  waiting: Map<number, { resolve: (c: CompiledContent | null) => void; reject: (e: Error) => void }>;
  nextId: number;
  /** Compiles the workers answered. */
  compiled: number;
}

let pool: Pool | null = null;
/** Workers a pool gets when its first compile comes; 0 while no pool is allowed. */
let poolSize = 0;

function bundleWorker(): void {
  buildSync({
    entryPoints: [ENTRY],
    outfile: BUNDLE,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node18",
    packages: "external",
    logLevel: "silent",
  });
}

function startWorkers(workers: number): Pool {
  bundleWorker();
  const started: Pool = { workers: [], waiting: new Map(), nextId: 0, compiled: 0 };
  for (let i = 0; i < workers; i++) {
    const worker = new Worker(BUNDLE);
    worker.on("message", (answer: CompileAnswer) => {
      const waiting = started.waiting.get(answer.id);
      started.waiting.delete(answer.id);
      if ("compiled" in answer) started.compiled++;
      waiting?.resolve("compiled" in answer ? answer.compiled : null);
    });
    worker.on("error", (e) => {
      for (const w of started.waiting.values()) w.reject(e);
      started.waiting.clear();
    });
    started.workers.push(worker);
  }
  return started;
}

/**
 * Lets compiles run on workers (one a core, at most two) until stopCompilePool. The workers
 * start with the first compile Gatsby's cache does not answer: a warm build starts none.
 */
export function startCompilePool(workers = Math.min(2, os.availableParallelism())): void {
  poolSize = workers;
}

/** Stops the workers; returns how many compiles they did and how many they were. */
export async function stopCompilePool(): Promise<{ compiled: number; workers: number }> {
  const stopping = pool;
  pool = null;
  poolSize = 0;
  if (!stopping) return { compiled: 0, workers: 0 };
  await Promise.all(stopping.workers.map((w) => w.terminate()));
  return { compiled: stopping.compiled, workers: stopping.workers.length };
}

/** compileContent, on a worker when the pool runs. */
export async function compileInPool(body: string, absolutePath: string, root: string): Promise<CompiledContent> {
  if (!pool && poolSize > 0) pool = startWorkers(poolSize);
  const running = pool;
  if (!running) return compileContent(body, absolutePath, root);
  const id = running.nextId++;
  const compiled = await new Promise<CompiledContent | null>((resolve, reject) => {
    running.waiting.set(id, { resolve, reject });
    running.workers[id % running.workers.length].postMessage({ id, body, absolutePath, root } satisfies CompileRequest);
  });
  // Failed in the worker: the main thread's compile throws the error to report.
  return compiled ?? compileContent(body, absolutePath, root);
}
