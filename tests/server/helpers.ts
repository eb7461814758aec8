// Shared by the server tests: a throwaway site on disk and the real scripts/serve.mjs process
// serving it on a free 127.0.0.1 port. Nothing here talks to anything but 127.0.0.1.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { afterAll, beforeAll } from "vitest";

export const SECRET = "SIBLING-SECRET-do-not-serve";
export const HOST = "127.0.0.1";

/** A JavaScript file of a few KB that compresses well (for the .br / .gz tests). */
export const APP_JS = Array.from({ length: 200 }, (_, i) => `export const value${i} = "${"x".repeat(20)}${i}";\n`).join(
  "",
);

export interface Fixture {
  dir: string;
  root: string;
  cleanup(): void;
}

/**
 * <tmp>/public: the site; <tmp>/public-backup: a sibling folder that must never be reachable
 * (its name starts with the root's, the old startsWith() check let it through).
 */
export function createFixture(): Fixture {
  const dir = mkdtempSync(path.join(os.tmpdir(), "arcadia-serve-"));
  const root = path.join(dir, "public");
  const backup = path.join(dir, "public-backup");
  const write = (rel: string, content: string | Buffer) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  mkdirSync(backup, { recursive: true });
  writeFileSync(path.join(backup, ".env"), `TOKEN=${SECRET}\n`);
  writeFileSync(path.join(backup, "notes.txt"), `${SECRET}\n`);
  writeFileSync(path.join(dir, "outside.txt"), `${SECRET}\n`);

  write("index.html", "<!doctype html><title>home</title><h1>Home page</h1>");
  write("docs/cli/index.html", "<!doctype html><title>cli</title><h1>CLI page</h1>");
  write("docs/cli/script/run/index.html", "<!doctype html><title>run</title><h1>Run page</h1>");
  write("docs/about/index.html", "<!doctype html><title>about</title><h1>About page</h1>");
  write("404.html", "<!doctype html><title>404</title><h1>Custom not found page</h1>");
  write("legacy.html", "<!doctype html><title>legacy</title><h1>A real .html file</h1>");
  write("app.js", APP_JS);
  write("app.js.br", zlib.brotliCompressSync(Buffer.from(APP_JS)));
  write("app.js.gz", zlib.gzipSync(Buffer.from(APP_JS), { level: 9 }));
  write("readme.txt", "plain text inside the root\n");
  write(".env", `TOKEN=${SECRET}\n`);
  write("docs/.hidden/page.txt", `${SECRET}\n`);
  write(".well-known/security.txt", "Contact: mailto:security@example.invalid\n");
  // 16 MB, for downloads that are aborted half-way.
  write("big.bin", Buffer.alloc(16 * 1024 * 1024, 0x61));
  symlinkSync(path.join(backup, ".env"), path.join(root, "link-out.txt"));
  symlinkSync(path.join(dir, "outside.txt"), path.join(root, "outside.txt"));
  symlinkSync(backup, path.join(root, "escape"));
  symlinkSync(path.join(root, "readme.txt"), path.join(root, "alias.txt"));
  return { dir, root, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Server {
  port: number;
  pid: number;
  origin: string;
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts `node scripts/serve.mjs <root> [args]` with PORT=0 and waits for its "Serving … at" line;
 * from the project folder unless `cwd` says otherwise.
 */
export async function startServer(
  root: string,
  options: { cwd?: string; args?: string[]; env?: Record<string, string> } = {},
): Promise<Server> {
  const project = fileURLToPath(new URL("../..", import.meta.url));
  const args = [path.join(project, "scripts/serve.mjs"), root, ...(options.args ?? [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd ?? project,
    env: { ...process.env, PORT: "0", HOST, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let exited = false;
  child.on("exit", () => (exited = true));
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 10_000);
    const check = () => {
      const m = /Serving .* at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on("data", check);
    child.on("exit", () => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${out}`));
    });
  });
  return {
    port,
    pid: child.pid!,
    origin: `http://${HOST}:${port}`,
    output: () => out,
    alive: () => !exited,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request through node:http (no agent, no redirects followed, body bytes as received). */
export function get(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: HOST, port, path: target, method, headers, agent: false, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${method} ${target}`)));
    req.on("error", reject);
    req.end();
  });
}

/**
 * Writes a request line exactly as given (no client-side normalisation) and returns the status
 * and headers of the answer; null when the server closed the connection without answering.
 */
export function raw(
  port: number,
  requestTarget: string,
  method = "GET",
  host = `${HOST}:${port}`,
): Promise<{ status: number; headers: Record<string, string>; text: string } | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, HOST);
    let data = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(new Error(`timeout: ${requestTarget.slice(0, 60)}`)), 10_000);
    socket.on("connect", () =>
      socket.write(`${method} ${requestTarget} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`, "latin1"),
    );
    socket.on("data", (d) => (data = Buffer.concat([data, d])));
    socket.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const text = data.toString("latin1");
      const m = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (!m) return resolve(null);
      const headers: Record<string, string> = {};
      for (const line of text.split("\r\n\r\n")[0].split("\r\n").slice(1)) {
        const i = line.indexOf(":");
        headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(m[1]), headers, text });
    });
  });
}

export const openFds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
export const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The server on a fresh fixture site for one test file: started before its tests, stopped and
 * removed after them. Read `served.server` and `served.fixture` inside the tests.
 */
export function serveFixture(): { fixture: Fixture; server: Server } {
  const served = {} as { fixture: Fixture; server: Server };
  beforeAll(async () => {
    served.fixture = createFixture();
    served.server = await startServer(served.fixture.root);
  });
  afterAll(async () => {
    await served.server?.stop();
    served.fixture?.cleanup();
  });
  return served;
}
