// scripts/serve.mjs under a sub-path (`--prefix /arcadia-docs` or ARCADIA_PATH_PREFIX): the site
// answers under the prefix only, / leads there, and the redirects, headers and 404 page work
// with the prefix the build wrote into public/_redirects and public/_headers.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixture, get, startServer, type Fixture, type Server } from "./helpers";

const PREFIX = "/arcadia-docs";
let fixture: Fixture;
let server: Server;
beforeAll(async () => {
  fixture = createFixture();
  // As a build with ARCADIA_PATH_PREFIX=/arcadia-docs writes them: both sides carry the prefix.
  writeFileSync(
    path.join(fixture.root, "_redirects"),
    [`${PREFIX}/docs/old-place ${PREFIX}/docs/cli 301`, `${PREFIX}/docs/about.html ${PREFIX}/docs/about 301`, ""].join(
      "\n",
    ),
  );
  writeFileSync(
    path.join(fixture.root, "_headers"),
    ["/*", "  X-Page-Rule: not-found", `${PREFIX}/docs/cli`, "  X-Page-Rule: cli", ""].join("\n"),
  );
  mkdirSync(path.join(fixture.root, "_media", "0123456789"), { recursive: true });
  writeFileSync(
    path.join(fixture.root, "_media", "0123456789", "pic.svg"),
    "<svg xmlns='http://www.w3.org/2000/svg'/>",
  );
  server = await startServer(fixture.root, { args: ["--prefix", PREFIX] });
});
afterAll(async () => {
  await server?.stop();
  fixture?.cleanup();
});

describe("serve.mjs under a prefix", () => {
  it("serves public/ under the prefix: the home page at the prefix, a page below it", async () => {
    const home = await get(server.port, PREFIX);
    expect(home.status).toBe(200);
    expect(home.body.toString()).toContain("Home page");
    const cli = await get(server.port, `${PREFIX}/docs/cli`);
    expect(cli.status).toBe(200);
    expect(cli.body.toString()).toContain("CLI page");
  });

  it("redirects / to the prefix, query kept, and tidies paths under it", async () => {
    const root = await get(server.port, "/?q=1");
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe(`${PREFIX}?q=1`);
    expect((await get(server.port, `${PREFIX}/`)).headers.location).toBe(PREFIX);
    expect((await get(server.port, `${PREFIX}/index.html`)).headers.location).toBe(PREFIX);
    expect((await get(server.port, `${PREFIX}/docs/cli/`)).headers.location).toBe(`${PREFIX}/docs/cli`);
  });

  it("answers the 404 page for paths outside the prefix and unknown paths under it", async () => {
    for (const target of ["/docs/cli", "/arcadia-docsx/docs/cli", `${PREFIX}/docs/nothing-here`]) {
      const r = await get(server.port, target);
      expect(r.status, target).toBe(404);
      expect(r.body.toString(), target).toContain("Custom not found page");
      expect(r.headers["cache-control"], target).toBe("no-store");
    }
  });

  it("follows the moved pages of public/_redirects and the old .html URLs under the prefix", async () => {
    const moved = await get(server.port, `${PREFIX}/docs/old-place?x=1`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`${PREFIX}/docs/cli?x=1`);
    const legacy = await get(server.port, `${PREFIX}/docs/cli/script/run.html`);
    expect(legacy.status).toBe(301);
    expect(legacy.headers.location).toBe(`${PREFIX}/docs/cli/script/run`);
  });

  it("matches netlify.toml's patterns by the path under the prefix and _headers' by the whole path", async () => {
    // "/_media/*" matches only as a site route: the prefixed path must be taken apart first.
    const media = await get(server.port, `${PREFIX}/_media/0123456789/pic.svg`);
    expect(media.status).toBe(200);
    expect(media.headers["cache-control"]).toContain("immutable");
    expect(media.headers["content-security-policy"]).toBeTruthy();
    expect((await get(server.port, `${PREFIX}/docs/cli`)).headers["x-page-rule"]).toBe("cli");
    expect((await get(server.port, `${PREFIX}/docs/about`)).headers["x-page-rule"]).toBe("not-found");
  });

  it("keeps the host files and dotfiles out of reach under the prefix", async () => {
    for (const target of [`${PREFIX}/_redirects`, `${PREFIX}/_headers`, `${PREFIX}/.env`])
      expect((await get(server.port, target)).status, target).toBe(404);
  });
});

describe("serve.mjs prefix settings", () => {
  it("takes the prefix from ARCADIA_PATH_PREFIX too", async () => {
    const other = await startServer(fixture.root, { env: { ARCADIA_PATH_PREFIX: "/docs-site" } });
    try {
      expect((await get(other.port, "/docs-site/docs/cli")).status).toBe(200);
      expect((await get(other.port, "/")).headers.location).toBe("/docs-site");
    } finally {
      await other.stop();
    }
  });

  it("refuses a bad prefix, naming it", () => {
    const r = spawnSync(process.execPath, ["scripts/serve.mjs", fixture.root, "--prefix", "/trailing/"], {
      encoding: "utf8",
      env: { ...process.env, PORT: "0" },
      // A server that accepts the prefix would run for ever.
      timeout: 10_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/--prefix: .*"\/trailing\/" is not a valid path prefix/);
  });
});
