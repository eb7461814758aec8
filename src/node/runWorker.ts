/**
 * Runs a worker thread to its end: resolves with the one message it posts when done, rejects
 * if it throws or exits without posting. The post-build steps' workers use it (compression,
 * preview pictures).
 */
import { Worker } from "node:worker_threads";

export function runWorker<T>(file: string, workerData: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(file, { workerData });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`worker ${file} exited with code ${code} before answering`)));
  });
}
