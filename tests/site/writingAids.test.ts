/**
 * The writing aids in the built site: explicit heading ids in the HTML, the table of contents,
 * search records and the .md copy; components only on the pages that use them; partials;
 * moved pages' redirects in public/_redirects.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractRecords } from "../../src/search/build/records";

const FIXTURE = "/docs/test/writing-aids";
const html = (route: string) => readFileSync(path.join("public", route, "index.html"), "utf8");
const pageData = (route: string) =>
  JSON.parse(readFileSync(path.join("public/page-data", route, "page-data.json"), "utf8"));

describe("explicit heading ids", () => {
  it("the heading has the id, and its old text anchor just before it", () => {
    expect(html(FIXTURE)).toMatch(/<span id="权限设置" aria-hidden="true"><\/span><h2 id="permissions">权限设置/);
    expect(html(FIXTURE)).toMatch(/<span id="令牌范围" aria-hidden="true"><\/span><h3 id="token-scope">令牌范围/);
    expect(html(FIXTURE)).toContain('<h2 id="没有锚点的标题">');
  });

  it("on the site's pages too: links shared before the ids (#选项) still have their element, just before the heading", () => {
    expect(html("/docs/cli/script/run")).toMatch(/<span id="选项" aria-hidden="true"><\/span><h2 id="options">选项/);
    expect(html("/docs/cli/script/run")).toMatch(
      /<span id="rund守护进程模式" aria-hidden="true"><\/span><h2 id="rund">rund（守护进程模式）/,
    );
    expect(html("/docs/dev/api/open")).toMatch(/<span id="权限" aria-hidden="true"><\/span><h2 id="permissions">权限/);
  });

  it("the table of contents and the search records use the id", () => {
    const toc = pageData(FIXTURE).result.pageContext.toc;
    expect(toc.map((t: { id: string }) => t.id)).toEqual(["permissions", "没有锚点的标题", "components"]);
    expect(toc[0].items.map((t: { id: string }) => t.id)).toEqual(["token-scope"]);
    // The fixture is unlisted (noindex, so out of the index): read its records as if it were listed.
    const listed = html(FIXTURE).replace(/<meta name="robots"[^>]*>/, "");
    const urls = (extractRecords(listed, FIXTURE) ?? []).map((r) => r.url);
    expect(urls).toContain(`${FIXTURE}#permissions`);
    expect(urls).toContain(`${FIXTURE}#token-scope`);
  });

  it("the .md copy keeps the id on the heading", () => {
    const md = readFileSync(path.join("public", `${FIXTURE}.md`), "utf8");
    expect(md).toContain("## 权限设置 {#permissions}\n");
    expect(md).toContain(`(https://`);
    expect(md).toMatch(/\[权限设置\]\(https:\/\/[^)]+\/docs\/test\/writing-aids#permissions\)/);
  });
});

describe("writer components come with the doc template", () => {
  it("their styles are on every docs page (one template renders them all); their markup only where a page uses them", () => {
    // (The site's own chrome uses <details>, so its CSS and the tree's classes are the markers.)
    for (const marker of ['class="ft-folder', "<figcaption"]) {
      expect(html("/docs/about"), marker).not.toContain(marker);
      expect(html(FIXTURE), marker).toContain(marker);
    }
    for (const style of ["::details-content", ".ft-folder"]) {
      expect(html("/docs/about"), style).toContain(style);
      expect(html(FIXTURE), style).toContain(style);
    }
  });
});

describe("partials", () => {
  it("make no page, and their text is in each importing page and its .md copy", () => {
    expect(existsSync("public/docs/_enter-container")).toBe(false);
    for (const route of ["/docs/cli", "/docs/start/environment"]) {
      expect(html(route)).toContain("docker exec -it arcadia bash");
      expect(readFileSync(path.join("public", `${route}.md`), "utf8")).toContain("`docker exec -it arcadia bash`");
    }
  });
});

describe("moved pages", () => {
  it("public/_redirects sends each old route to the page with a 301", () => {
    const lines = readFileSync("public/_redirects", "utf8").split("\n");
    expect(lines).toContain("/docs/test/old-place /docs/test/moved 301");
    expect(lines).toContain(`/docs/test/${encodeURIComponent("旧地址")} /docs/test/moved 301`);
  });
});

describe("version badges from the API descriptions", () => {
  // Both endpoints on message/list were removed in 1.0.0-beta.7; message/page is live.
  const REMOVED = "/docs/dev/api/internal/message/list";
  const sidebarEntry = (route: string, href: string) => {
    const m = new RegExp(`<a[^>]*href="${href}"[^>]*>(.*?)</a>`).exec(html(route));
    return m?.[1] ?? "";
  };

  it("a removed endpoint's page carries its badge in the sidebar, on every page of the sidebar", () => {
    for (const route of [REMOVED, "/docs/dev/api/internal/message/page"]) {
      expect(sidebarEntry(route, REMOVED)).toMatch(/获取列表<span class="[^"]*">1\.0\.0-beta\.7 起已移除<\/span>/);
      expect(sidebarEntry(route, "/docs/dev/api/internal/message/page")).not.toContain("<span");
    }
  });

  it("the endpoint's signature line carries it too", () => {
    expect(html(REMOVED)).toMatch(
      /<code[^>]*>\/api\/message\/list<\/code><span class="[^"]*">1\.0\.0-beta\.7 起已移除<\/span>/,
    );
  });

  it("costs a page with no badged entry nothing in its data", () => {
    const data = JSON.stringify(pageData("/docs/cli/script/run"));
    expect(data).not.toContain('"badge"');
  });
});
