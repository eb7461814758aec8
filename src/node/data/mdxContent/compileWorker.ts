/**
 * A worker thread of ./compilePool.ts: compiles the content it is sent (compile.ts) and answers
 * with the tree, or with the failure's message (the pool compiles a failed file again on the
 * main thread, so the error the build reports is the compile's own).
 */
import { parentPort } from "node:worker_threads";
import { compileContent } from "./compile";
import type { CompileRequest, CompileAnswer } from "./compilePool";

parentPort?.on("message", (request: CompileRequest) => {
  compileContent(request.body, request.absolutePath, request.root).then(
    (compiled) => parentPort?.postMessage({ id: request.id, compiled } satisfies CompileAnswer),
    (e: unknown) => parentPort?.postMessage({ id: request.id, failed: String(e) } satisfies CompileAnswer),
  );
});
