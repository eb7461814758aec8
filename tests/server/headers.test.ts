// The headers of scripts/serve.mjs on every kind of answer: the security headers where Node or
// an odd path used to skip them, the Cache-Control of each kind of file (one table, the same
// rules as netlify.toml), and netlify.toml found from the project whatever the working folder.
import { spawn } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parseNetlifyHeaders, headersFor } from "../../src/lib/netlifyHeaders.mjs";
import { HOST, createFixture, get, serveFixture, startServer } from "./helpers";

const PROJECT = fileURLToPath(new URL("../..", import.meta.url));
const security = headersFor(parseNetlifyHeaders(readFileSync(path.join(PROJECT, "netlify.toml"), "utf8")), "/");
const SECURITY_NAMES = Object.keys(security).filter((n) => n.toLowerCase() !== "cache-control");

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** One file per kind the build writes, the path it is asked for, and the policy it must get. */
const KINDS: [file: string, target: string, cacheControl: string][] = [
  ["index.html", "/", REVALIDATE],
  ["docs/cli/index.html", "/docs/cli", REVALIDATE],
  ["blog/tags/教程/index.html", "/blog/tags/%E6%95%99%E7%A8%8B", REVALIDATE],
  ["404.html", "/404.html", REVALIDATE],
  ["app-857de769f55571fbf075.js", "/app-857de769f55571fbf075.js", IMMUTABLE],
  ["3687.81605c22f4a935ea5e1a.css", "/3687.81605c22f4a935ea5e1a.css", IMMUTABLE],
  ["static/0a1b2c3d4e5f67890a1b2c3d4e5f6789/logo.png", "/static/0a1b2c3d4e5f67890a1b2c3d4e5f6789/logo.png", IMMUTABLE],
  ["_media/0a1b2c3d4e5f/shot.png", "/_media/0a1b2c3d4e5f/shot.png", IMMUTABLE],
  ["search/index.015c7ea0bc4e.json", "/search/index.015c7ea0bc4e.json", IMMUTABLE],
  ["search/next/index.015c7ea0bc4e.json", "/search/next/index.015c7ea0bc4e.json", IMMUTABLE],
  ["search/next/manifest.json", "/search/next/manifest.json", REVALIDATE],
  ["search/docsearch-modal.78d29b287011.css", "/search/docsearch-modal.78d29b287011.css", IMMUTABLE],
  // Unhashed: the same name holds new content after the next deploy.
  ["search/manifest.json", "/search/manifest.json", REVALIDATE],
  ["~partytown/partytown-sw.js", "/~partytown/partytown-sw.js", REVALIDATE],
  ["page-data/docs/cli/page-data.json", "/page-data/docs/cli/page-data.json", REVALIDATE],
  ["page-data/app-data.json", "/page-data/app-data.json", REVALIDATE],
  ["chunk-map.json", "/chunk-map.json", REVALIDATE],
  ["img/logo.svg", "/img/logo.svg", REVALIDATE],
  ["img/docs/flow.png", "/img/docs/flow.png", REVALIDATE],
  ["og/blog.png", "/og/blog.png", REVALIDATE],
  ["favicon.svg", "/favicon.svg", REVALIDATE],
  ["blog/atom.xml", "/blog/atom.xml", REVALIDATE],
  ["robots.txt", "/robots.txt", REVALIDATE],
  ["sitemap-index.xml", "/sitemap-index.xml", REVALIDATE],
  ["sitemap-0.xml", "/sitemap-0.xml", REVALIDATE],
  ["llms.txt", "/llms.txt", REVALIDATE],
  ["llms-full.txt", "/llms-full.txt", REVALIDATE],
  ["docs.md", "/docs.md", REVALIDATE],
  ["openapi/open.json", "/openapi/open.json", REVALIDATE],
  ["openapi/open.yaml", "/openapi/open.yaml", REVALIDATE],
];

/** Sends bytes as given and returns the whole answer as text ("" when closed unanswered). */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, HOST);
    let data = "";
    const timer = setTimeout(() => socket.destroy(new Error("timeout")), 10_000);
    socket.on("connect", () => socket.write(request, "latin1"));
    socket.on("data", (d) => (data += d.toString("latin1")));
    socket.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

function headersOf(answer: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of answer.split("\r\n\r\n")[0].split("\r\n").slice(1)) {
    const i = line.indexOf(":");
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  expect(SECURITY_NAMES.length).toBeGreaterThan(2);
  for (const name of SECURITY_NAMES) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(security[name]);
}

describe("cache policy of every kind of file", () => {
  const fixture = createFixture();
  for (const [file] of KINDS) {
    const abs = path.join(fixture.root, file);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, `content of ${file}\n`);
  }
  writeFileSync(path.join(fixture.root, "_redirects"), "/docs/about.html /docs/about 301\n");
  writeFileSync(path.join(fixture.root, "_headers"), "/*\n  X-From-Headers-File: yes\n");
  writeFileSync(
    path.join(fixture.root, "_redirects.nginx"),
    'location = "/docs/old" { return 301 "/docs/about 301$is_args$args"; }\n',
  );
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  afterAll(async () => {
    await server?.stop();
    fixture.cleanup();
  });

  it.each(KINDS)("%s (%s): %s", async (_file, target, cacheControl) => {
    server ??= await startServer(fixture.root);
    const reply = await get(server.port, target);
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe(cacheControl);
    expectSecurityHeaders(reply.headers, target);
  });

  it("the host's own files (_redirects, _redirects.nginx, _headers) are not served, but _headers is applied", async () => {
    server ??= await startServer(fixture.root);
    for (const target of ["/_redirects", "/_redirects.nginx", "/_headers"]) {
      const reply = await get(server.port, target);
      expect(reply.status, target).toBe(404);
      expect(reply.body.toString()).not.toContain("/docs/about 301");
      expect(reply.body.toString()).not.toContain("X-From-Headers-File");
    }
    expect((await get(server.port, "/docs/cli")).headers["x-from-headers-file"]).toBe("yes");
  });
});

describe("security headers on every answer", () => {
  const served = serveFixture();

  // Each is a 404; the "/*" rule must match paths whatever characters they hold.
  for (const target of ["/x%0a", "/x%0d", "/x%0d%0ay", "/x%E2%80%A8", "/x%E2%80%A9", "/docs/%0A/cli"]) {
    it(`${target}`, async () => {
      const reply = await get(served.server.port, target);
      expect(reply.status).toBe(404);
      expectSecurityHeaders(reply.headers, target);
    });
  }

  it("Node's own 417 for an Expect: it cannot meet", async () => {
    const answer = await exchange(
      served.server.port,
      `GET /docs/cli HTTP/1.1\r\nHost: ${HOST}\r\nExpect: something-else\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 417 /);
    expectSecurityHeaders(headersOf(answer), "417");
    expect(headersOf(answer)["cache-control"]).toBe("no-store");
  });

  it("Expect: 100-continue is still served", async () => {
    const answer = await exchange(
      served.server.port,
      `GET /docs/cli HTTP/1.1\r\nHost: ${HOST}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toContain("CLI page");
  });

  it("CONNECT is answered 405 with the headers, not dropped", async () => {
    const answer = await exchange(served.server.port, `CONNECT ${HOST}:443 HTTP/1.1\r\nHost: ${HOST}:443\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(headersOf(answer).allow).toBe("GET, HEAD");
    expectSecurityHeaders(headersOf(answer), "CONNECT");
    const home = await get(served.server.port, "/");
    expect(home.status).toBe(200);
  });
});

describe("netlify.toml is the project's, wherever the server starts", () => {
  it("started from another folder, it still sends the headers of the project's netlify.toml", async () => {
    const fixture = createFixture();
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), "arcadia-cwd-"));
    const server = await startServer(fixture.root, { cwd: elsewhere });
    try {
      const reply = await get(server.port, "/docs/cli");
      expect(reply.status).toBe(200);
      expectSecurityHeaders(reply.headers, "/docs/cli");
      expect(reply.headers["cache-control"]).toBe(REVALIDATE);
    } finally {
      await server.stop();
      fixture.cleanup();
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it("without a netlify.toml beside it, it refuses to start and says why", async () => {
    // A copy of the server with its one import and the packages, but no netlify.toml.
    const copy = mkdtempSync(path.join(os.tmpdir(), "arcadia-notoml-"));
    const fixture = createFixture();
    try {
      mkdirSync(path.join(copy, "scripts"));
      mkdirSync(path.join(copy, "src/lib"), { recursive: true });
      copyFileSync(path.join(PROJECT, "scripts/serve.mjs"), path.join(copy, "scripts/serve.mjs"));
      // The server's own modules (every .mjs it may import from src/lib), but no netlify.toml.
      for (const name of readdirSync(path.join(PROJECT, "src/lib")).filter((f) => f.endsWith(".mjs")))
        copyFileSync(path.join(PROJECT, "src/lib", name), path.join(copy, "src/lib", name));
      symlinkSync(path.join(PROJECT, "node_modules"), path.join(copy, "node_modules"));
      // The working folder has a netlify.toml: it must not be taken instead.
      copyFileSync(path.join(PROJECT, "netlify.toml"), path.join(fixture.dir, "netlify.toml"));
      const child = spawn(process.execPath, [path.join(copy, "scripts/serve.mjs"), fixture.root], {
        cwd: fixture.dir,
        env: { ...process.env, PORT: "0", HOST },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          resolve(null);
        }, 10_000);
        child.on("exit", (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(out).not.toContain("Serving");
      expect(code).toBe(1);
      expect(out).toContain(path.join(copy, "netlify.toml"));
    } finally {
      rmSync(copy, { recursive: true, force: true });
      fixture.cleanup();
    }
  });
});
