/** The built site's link check (tests/support/linkCheck.ts) on a two-page site. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkLinks } from "../support/linkCheck";

const dir = mkdtempSync(path.join(tmpdir(), "link-check-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function page(route: string, body: string) {
  mkdirSync(path.join(dir, route), { recursive: true });
  writeFileSync(path.join(dir, route, "index.html"), `<!doctype html><html><body>${body}</body></html>`);
}

describe("link check", () => {
  page("docs/api", '<span id="权限" aria-hidden="true"></span><h2 id="permissions">权限</h2><h2 id="示例">示例</h2>');
  page(
    "docs/a",
    [
      '<a href="/docs/api#permissions">id</a>',
      '<a href="/docs/api#示例">text anchor of a heading without an id</a>',
      `<a href="/docs/api#${encodeURIComponent("权限")}">old anchor</a>`,
      '<a href="/docs/api#nowhere">broken</a>',
    ].join(""),
  );

  it("a link to an old text anchor resolves but is listed apart, with the heading's id; a missing id is broken", () => {
    const { broken, oldAnchors } = checkLinks(dir);
    expect(broken).toEqual([{ page: "/docs/a", href: "/docs/api#nowhere", reason: 'no element with id "nowhere"' }]);
    expect(oldAnchors).toEqual([
      {
        page: "/docs/a",
        href: `/docs/api#${encodeURIComponent("权限")}`,
        reason: `the heading's old text anchor: link its id "#permissions"`,
      },
    ]);
  });
});
