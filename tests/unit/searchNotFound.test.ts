/** The 404 page's suggestions: the nearest existing route first, then search over the path's words. */
import { describe, expect, it } from "vitest";
import { buildIndexFile } from "../../src/search/build/indexFile";
import { loadIndexFile, searchIndex } from "../../src/search/shared/query";
import { pathQuery } from "../../src/search/shared/pathQuery";
import { pathDistance, suggestionsForPath } from "../../src/search/shared/routeSimilarity";
import type { IndexFile } from "../../src/search/shared/indexFormat";

const routes: [string, string, string][] = [
  ["/docs/cli", "命令（CLI）", "命令行的全部命令。"],
  ["/docs/cli/script/run", "run", "运行代码文件。"],
  ["/docs/cli/script/rund", "rund", "以守护进程运行代码文件。"],
  ["/docs/cli/script/stop", "stop", "停止正在运行的代码文件。"],
  ["/docs/cli/script/ps", "ps", "查看运行中的进程。"],
  ["/docs/cli/script/list", "list", "列出代码文件。"],
  ["/docs/dev/api/internal/cron/run", "运行任务", "接口：立即运行定时任务。run 参数。"],
  ["/docs/dev/api/internal/main/run", "调用底层内容", "接口：run 命令的底层调用，script 参数。"],
];
const index = loadIndexFile(
  JSON.parse(
    JSON.stringify(
      buildIndexFile(
        routes.map(([url, lvl1, content]) => ({ url, lvl0: "文档", lvl1, lvl2: null, lvl3: null, content })),
      ),
    ),
  ) as IndexFile,
);
const suggest = (path: string) =>
  suggestionsForPath(index.pages, path, searchIndex(index, pathQuery(path)).pages, 5).map((p) => p.url);

describe("404 suggestions", () => {
  it.each(["/docs/cli/script/runn", "/docs/CLI/script/run", "/docs/cli/scripts/run", "/docs/cli/script/run/extra"])(
    "%s suggests /docs/cli/script/run first",
    (path) => {
      expect(suggest(path)[0]).toBe("/docs/cli/script/run");
    },
  );

  it("weighs a changed letter, a case change and a missing trailing segment below a different segment", () => {
    expect(pathDistance("/docs/CLI/script/run", "/docs/cli/script/run")).toBeLessThan(
      pathDistance("/docs/cli/script/runn", "/docs/cli/script/run"),
    );
    expect(pathDistance("/docs/cli/script/run/extra", "/docs/cli/script/run")).toBeLessThan(
      pathDistance("/docs/cli/script/run", "/docs/cli/script/ps"),
    );
  });

  it("still lists what search finds for the path's words after the near routes, each page once", () => {
    const list = suggest("/docs/cli/script/runn");
    expect(new Set(list).size).toBe(list.length);
    expect(list.length).toBeGreaterThan(1);
  });
});
