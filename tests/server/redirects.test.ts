// Moved pages in scripts/serve.mjs: the old routes come from the built site's _redirects (the
// file the build writes for Netlify), not from a list of the server's own.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixture, get, startServer, type Fixture, type Server } from "./helpers";
import { parseRedirectsFile } from "../../src/lib/netlifyRedirects.mjs";

let fixture: Fixture;
let server: Server;
beforeAll(async () => {
  fixture = createFixture();
  const moved = encodeURIComponent("旧页面");
  writeFileSync(
    path.join(fixture.root, "_redirects"),
    [
      `/docs/old-place /docs/cli 301`,
      `/docs/${moved} /docs/about 301`,
      `/docs/about /docs/cli 301`,
      `/docs/about.html /docs/about 301`,
      "",
    ].join("\n"),
  );
  mkdirSync(path.join(fixture.root, "docs"), { recursive: true });
  server = await startServer(fixture.root);
});
afterAll(async () => {
  await server?.stop();
  fixture?.cleanup();
});

describe("moved pages", () => {
  it("an old route in public/_redirects is a 301 to the page, query kept; encoded routes match", async () => {
    const old = await get(server.port, "/docs/old-place?x=1");
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe("/docs/cli?x=1");
    const chinese = await get(server.port, `/docs/${encodeURIComponent("旧页面")}`);
    expect(chinese.status).toBe(301);
    expect(chinese.headers.location).toBe("/docs/about");
  });

  it("a page that exists is served, not redirected (as on Netlify); unknown routes stay 404", async () => {
    const about = await get(server.port, "/docs/about");
    expect(about.status).toBe(200);
    expect(about.body.toString()).toContain("About page");
    expect((await get(server.port, "/docs/old-place-2")).status).toBe(404);
  });
});

describe("the _redirects parser", () => {
  it("keeps exact-path redirect lines and skips comments, splats, placeholders and rewrites", () => {
    const map = parseRedirectsFile(
      [
        "# comment",
        "/a /b 301",
        "/blog/* /news/:splat 301",
        "/c /d 200",
        "/e https://x.invalid/ 301",
        "/f /g 308",
        "/a /z 301",
      ].join("\n"),
    );
    expect([...map]).toEqual([
      ["/a", { to: "/b", status: 301 }],
      ["/f", { to: "/g", status: 308 }],
    ]);
  });
});
