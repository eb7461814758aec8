/**
 * Webpack's persistent cache (Gatsby turns it on in every stage) records its "build
 * dependencies": Gatsby's webpack.config.js and each plugin's gatsby-node, followed through
 * every module they require, thousands of files in node_modules. It resolves them with the
 * compiler's intermediate file system, which has no cache: every request walks each path
 * segment again (on a cold build, tens of thousands of readlink, stat and readFile calls for a
 * few thousand paths, seconds of the main thread over both stages).
 *
 * This plugin gives those reads a cache that lives as long as the compiler: stat, lstat,
 * readlink, realpath, readdir and readFile go through enhanced-resolve's CachedInputFileSystem
 * (what webpack's own module resolution uses); writes, streams and the cache's own files
 * (.cache/webpack) go to the file system as before. A stale answer can only make the recorded
 * snapshot older than the files, which makes the next build discard the cache, never keep a
 * wrong one.
 */
import path from "node:path";

/** The read methods FileSystemInfo and its resolvers call; each takes the path first. */
export const CACHED_READS = ["stat", "lstat", "readlink", "realpath", "readdir", "readFile"] as const;
type CachedRead = (typeof CACHED_READS)[number];

type Callback = (...args: unknown[]) => void;
type ReadMethod = (p: string, ...rest: unknown[]) => void;
export type IntermediateFs = Record<string, unknown> & Partial<Record<CachedRead, ReadMethod>>;

/** enhanced-resolve's CachedInputFileSystem, as webpack's own copy (see apply). */
export type CachedFsClass = new (fs: IntermediateFs, duration: number) => unknown;

interface CompilerLike {
  intermediateFileSystem?: IntermediateFs | null;
  inputFileSystem?: object | null;
}

/** How long an answer is kept; a build's two compilations each take well under this. */
const CACHE_MS = 60_000;

// One cache per original file system, shared by the build's two compilations (same files).
const caches = new WeakMap<IntermediateFs, Record<CachedRead, ReadMethod>>();
function cacheFor(original: IntermediateFs, CachedInputFileSystem: CachedFsClass): Record<CachedRead, ReadMethod> {
  let cached = caches.get(original);
  if (!cached) {
    // Node's realpath in JavaScript lstats every segment of every path;
    // its native one asks the system once.
    const realpath = original.realpath as (ReadMethod & { native?: ReadMethod }) | undefined;
    const base = realpath?.native
      ? Object.assign(Object.create(original) as IntermediateFs, { realpath: realpath.native })
      : original;
    cached = new CachedInputFileSystem(base, CACHE_MS) as Record<CachedRead, ReadMethod>;
    caches.set(original, cached);
  }
  return cached;
}

/**
 * The file system to hand webpack: cached reads outside `uncachedDir`, everything else the
 * original's. Methods the original lacks stay absent (webpack checks for some of them).
 */
export function withCachedReads(
  original: IntermediateFs,
  uncachedDir: string,
  CachedInputFileSystem: CachedFsClass,
): IntermediateFs {
  const cached = cacheFor(original, CachedInputFileSystem);
  const inside = (p: unknown) => typeof p === "string" && (p === uncachedDir || p.startsWith(uncachedDir + path.sep));
  const wrapped: IntermediateFs = Object.create(original) as IntermediateFs;
  for (const name of CACHED_READS) {
    const own = original[name];
    if (typeof own !== "function") continue;
    wrapped[name] = function cachedRead(p: string, ...rest: unknown[]) {
      // Options objects (readFile's encoding, stat's bigint…) are not part of the cache key.
      const plain = rest.length === 1 && typeof rest[0] === "function";
      if (inside(p) || !plain) return own.call(original, p, ...rest);
      return cached[name](p, rest[0] as Callback);
    };
  }
  return wrapped;
}

/** Applied before webpack builds its cache strategy, which takes the file system then. */
export class CachedBuildDependencyReads {
  constructor(private readonly cacheDir: string) {}

  apply(compiler: CompilerLike): void {
    const fs = compiler.intermediateFileSystem;
    // Webpack's module resolution reads through a CachedInputFileSystem: its class is the one of
    // the enhanced-resolve webpack depends on (not a dependency of ours to keep in step).
    const Cached = compiler.inputFileSystem?.constructor as CachedFsClass | undefined;
    if (!fs || typeof fs.readlink !== "function" || Cached?.name !== "CachedInputFileSystem") {
      throw new Error(
        "webpack: expected an intermediate file system and a CachedInputFileSystem for input (has webpack changed NodeEnvironmentPlugin?)",
      );
    }
    compiler.intermediateFileSystem = withCachedReads(fs, this.cacheDir, Cached);
  }
}
