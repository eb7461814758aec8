import { describe, expect, it } from "vitest";
import { buildToc, flattenToc } from "../../src/lib/toc";
import { apiToc } from "../../src/lib/apiSections";

const mdxToc = {
  items: [
    {
      url: "#安装",
      title: "安装",
      items: [{ url: "#使用-docker", title: "使用 Docker", items: [{ url: "#h4", title: "h4" }] }],
    },
    { url: "#检查", title: "检查" },
  ],
};

describe("table of contents", () => {
  it("keeps h2 and h3 by default and drops deeper levels", () => {
    expect(buildToc(mdxToc, 3)).toEqual([
      { id: "安装", title: "安装", items: [{ id: "使用-docker", title: "使用 Docker", items: [] }] },
      { id: "检查", title: "检查", items: [] },
    ]);
  });

  it("stops at h2 when toc_max_heading_level is 2", () => {
    expect(flattenToc(buildToc(mdxToc, 2)).map((i) => i.id)).toEqual(["安装", "检查"]);
  });

  it("decodes percent-encoded anchors", () => {
    expect(buildToc({ items: [{ url: "#%E5%AE%89%E8%A3%85", title: "安装" }] }, 3)[0].id).toBe("安装");
  });

  it("flattens an entry without an anchor (skipped level) into its parent", () => {
    expect(buildToc({ items: [{ items: [{ url: "#a", title: "A" }] }] }, 3)).toEqual([
      { id: "a", title: "A", items: [] },
    ]);
  });

  it("is empty for a page without headings", () => {
    expect(buildToc(null, 3)).toEqual([]);
    expect(buildToc({}, 3)).toEqual([]);
  });

  it("adds the generated API sections (one endpoint: h2; several: h2 per endpoint, h3 sections)", () => {
    const sections = { params: true, request: true, response: true, responseExample: true, errors: true };
    const e = { title: "分页查询", method: "GET", path: "/api/cron", sections };
    expect(apiToc([e], 3).map((i) => i.id)).toEqual([
      "api-params",
      "api-request",
      "api-response",
      "api-response-example",
      "api-errors",
    ]);
    const multi = apiToc(
      [e, { ...e, method: "POST", path: "/api/cron/run", sections: { ...sections, errors: false } }],
      3,
    );
    expect(multi.map((i) => i.title)).toEqual(["分页查询", "分页查询"]);
    expect(multi[1].items.map((i) => i.id)).toEqual([
      "post-api-cron-run-params",
      "post-api-cron-run-request",
      "post-api-cron-run-response",
      "post-api-cron-run-response-example",
    ]);
  });
});
