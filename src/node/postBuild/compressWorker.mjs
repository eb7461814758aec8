// @ts-check
/**
 * A worker thread of ./compressPublic.ts: takes files from the shared list, one at a time, by
 * the shared counter (workerData.next: [next index, stop flag]), until the list is done or the
 * flag is set, then posts what it wrote.
 */
import { parentPort, workerData } from "node:worker_threads";
import { compressFile, noStats } from "./compressCore.mjs";

/** @type {{ files: string[]; next: Int32Array }} */
const { files, next } = workerData;
const stats = noStats();
while (Atomics.load(next, 1) === 0) {
  const i = Atomics.add(next, 0, 1);
  if (i >= files.length) break;
  compressFile(files[i], stats);
}
parentPort?.postMessage(stats);
