/**
 * Says in the build log when webpack threw its persistent cache away because a build dependency
 * changed (./buildDependencies.ts): the reason a "warm" build took as long as a cold one. Webpack
 * logs it below the level Gatsby shows; its public `infrastructureLog` hook sees every message.
 */
type Log = (message: string) => void;
interface CompilerLike {
  hooks: {
    infrastructureLog: { tap(name: string, fn: (origin: string, type: string, args?: unknown[]) => undefined): void };
  };
}

/** The log line's words, which tests/build/badContent.mjs looks for. */
export const DISCARDED = "webpack's persistent cache was discarded: build dependencies have changed";

export class ReportDiscardedCache {
  constructor(private readonly log: Log) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.infrastructureLog.tap("ReportDiscardedCache", (origin, _type, args) => {
      if (
        origin === "webpack.cache.PackFileCacheStrategy" &&
        /build dependencies have changed/.test(String(args?.[0] ?? ""))
      )
        this.log(DISCARDED);
      return undefined;
    });
  }
}
