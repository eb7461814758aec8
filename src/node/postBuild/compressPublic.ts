/**
 * Precompressed copies of the built site's text files (what and how: ./compressCore.mjs), made
 * in worker threads. gatsby-node.ts starts compressInBackground once the pages are final, so
 * their copies are made while the search index, the Markdown copies and the preview pictures are
 * written, and calls compressPublic last in onPostBuild, after every other file in public/ is
 * written: it does what is left.
 */
import path from "node:path";
import { runWorker } from "../runWorker";
import { addStats, candidates, noStats, type CompressStats } from "./compressCore.mjs";

export { addStats, brotliQuality, COMPRESSIBLE_EXTENSIONS, MIN_BYTES, type CompressStats } from "./compressCore.mjs";

/** Plain JavaScript, loaded by path: the build bundles this file into .cache/compiled. */
const WORKER = path.join(process.cwd(), "src", "node", "postBuild", "compressWorker.mjs");
/** The two cores of the build box. */
const WORKERS = 2;

/** Compresses the files in publicDir now; `stop()` lets each worker finish its file at hand. */
function compressWithWorkers(publicDir: string, workers: number): { done: Promise<CompressStats>; stop(): void } {
  const files = candidates(publicDir);
  // [next file's index, stop flag], shared by the workers.
  const next = new Int32Array(new SharedArrayBuffer(8));
  const runs = Array.from({ length: Math.min(workers, files.length) }, () =>
    runWorker<CompressStats>(WORKER, { files, next }),
  );
  return {
    done: Promise.all(runs).then((all) => all.reduce(addStats, noStats())),
    stop: () => Atomics.store(next, 1, 1),
  };
}

export async function compressPublic(publicDir: string): Promise<CompressStats> {
  return compressWithWorkers(publicDir, WORKERS).done;
}

/**
 * Starts compressing the files already in publicDir on one worker thread, beside the steps that
 * write the rest (mostly on the main thread). `stop()` lets the file at hand finish and resolves
 * with what was done; compressPublic then does the rest, finding these copies fresh.
 */
export function compressInBackground(publicDir: string): { stop(): Promise<CompressStats> } {
  const run = compressWithWorkers(publicDir, 1);
  return {
    stop: () => {
      run.stop();
      return run.done;
    },
  };
}
