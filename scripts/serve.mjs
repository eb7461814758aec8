#!/usr/bin/env node
// Serves public/ like the production host does (see netlify.toml): clean URLs without a
// trailing slash, /x/index.html and /x/ redirected to /x, old /x.html URLs redirected to /x,
// 404.html with status 404, and the headers declared in netlify.toml and public/_headers.
// Used by `npm start`, the browser tests, the bench and the Lighthouse script.
//
// Under a sub-path (`--prefix /arcadia-docs`, or ARCADIA_PATH_PREFIX as the build reads it),
// /arcadia-docs/x is answered from public/x, / redirects to /arcadia-docs, anything else is the
// 404 page. netlify.toml's patterns name site routes and are matched against the path under
// the prefix; public/_headers and public/_redirects are written by a prefixed build with the
// prefix, and are matched against the whole path.
//
// The file transfer itself (Range, ETag / Last-Modified and 304, HEAD, stream clean-up when
// the client goes away, stream errors) is the `send` library's, except that a pipelined
// request's file is opened only once its answer owns the connection (see connected()). What
// is ours: parsing the request target (anything odd is a 400, never a crash), the redirects,
// the root and dotfile checks (symlinks must stay inside the root), choosing a precompressed
// .br / .gz file, the netlify.toml headers on every answer and the 404 page.
import http from "node:http";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import send from "send";
import { parseNetlifyHeaders, parseHeadersFile, headersFor } from "../src/lib/netlifyHeaders.mjs";
import { parseRedirectsFile } from "../src/lib/netlifyRedirects.mjs";
import { parsePathPrefix, PATH_PREFIX_VARIABLE } from "../src/lib/pathPrefix.mjs";

/** `serve.mjs [root] [--prefix /sub/path]`: the folder served, and the sub-path it is served under. */
function parseArgs(argv) {
  let rootArg = null;
  let prefixArg = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--prefix") prefixArg = argv[++i] ?? "";
    else if (argv[i].startsWith("--prefix=")) prefixArg = argv[i].slice("--prefix=".length);
    else rootArg ??= argv[i];
  }
  return { rootArg, prefixArg };
}
const { rootArg, prefixArg } = parseArgs(process.argv.slice(2));
let prefix = "";
try {
  prefix = parsePathPrefix(prefixArg ?? process.env[PATH_PREFIX_VARIABLE]);
} catch (e) {
  console.error(
    `serve: ${prefixArg !== null ? `--prefix: ${e.message.replace(PATH_PREFIX_VARIABLE, "the prefix")}` : e.message}`,
  );
  process.exit(1);
}
const prefixSegments = prefix.split("/").filter(Boolean);

const root = path.resolve(rootArg ?? "public");
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "127.0.0.1";

let rootReal;
try {
  rootReal = fs.realpathSync(root);
  if (!fs.statSync(rootReal).isDirectory()) throw new Error("not a directory");
} catch {
  console.error(`serve: ${root} is not a directory (build the site first: npm run build)`);
  process.exit(1);
}

// The build's redirects (moved pages' old routes), from the served site itself.
const redirectsFile = path.join(rootReal, "_redirects");
const redirects = parseRedirectsFile(fs.existsSync(redirectsFile) ? fs.readFileSync(redirectsFile, "utf8") : "");

// The project's netlify.toml (beside scripts/, whatever the working folder), then the build's
// public/_headers (as on Netlify, which merges both). Without netlify.toml every answer would
// go out without its security and cache headers, so that is fatal.
const netlifyToml = fileURLToPath(new URL("../netlify.toml", import.meta.url));
if (!fs.existsSync(netlifyToml)) {
  console.error(`serve: ${netlifyToml} is missing: it holds the headers every answer must carry`);
  process.exit(1);
}
const tomlRules = parseNetlifyHeaders(fs.readFileSync(netlifyToml, "utf8"));
const fileRules = fs.existsSync(path.join(rootReal, "_headers"))
  ? parseHeadersFile(fs.readFileSync(path.join(rootReal, "_headers"), "utf8"))
  : [];

/** The site route of a request path: the path under the prefix ("/" for anything outside it). */
function routeOf(urlPath) {
  if (!prefix) return urlPath;
  if (urlPath === prefix) return "/";
  return urlPath.startsWith(`${prefix}/`) ? urlPath.slice(prefix.length) : "/";
}

/** netlify.toml's headers (by site route), then public/_headers' (by the whole path), later ones winning. */
const headersOf = (urlPath) => ({ ...headersFor(tomlRules, routeOf(urlPath)), ...headersFor(fileRules, urlPath) });

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
};
// The build writes name.br / name.gz beside these (src/node/postBuild/compressPublic.ts).
const PRECOMPRESSED = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".map"]);
const ENCODINGS = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

// Error answers and redirects must not be cached like the files they stand for (a 404 for a
// not-yet-deployed hashed .js must not be "immutable" for a year).
const NO_STORE = "no-store";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** The netlify.toml / _headers values for this path, with Cache-Control replaced if asked. */
function applyRules(res, urlPath, cacheControl) {
  for (const [name, value] of Object.entries(headersOf(urlPath))) res.setHeader(name, value);
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
}

function clearHeaders(res) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
}

/** A short plain-text answer (400, 405, 416, 500...) with the security headers. */
function plain(req, res, status, urlPath, extra = {}) {
  clearHeaders(res);
  applyRules(res, urlPath, NO_STORE);
  const body = `${http.STATUS_CODES[status] ?? status}\n`;
  res.statusCode = status;
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}

/** 301 to a path built from already-normalised segments: always "/" + a non-empty segment or "/". */
function redirect(req, res, segments, query, urlPath) {
  const location = "/" + segments.map(encodeURIComponent).join("/") + query;
  clearHeaders(res);
  applyRules(res, urlPath, REVALIDATE);
  res.statusCode = 301;
  res.setHeader("Location", location);
  res.setHeader("Content-Length", 0);
  res.end();
}

async function notFound(req, res, urlPath) {
  const page = await insideRoot(path.join(rootReal, "404.html"));
  let body = null;
  if (page) body = await fsp.readFile(page).catch(() => null);
  if (res.headersSent || res.destroyed) return;
  clearHeaders(res);
  applyRules(res, urlPath, NO_STORE);
  res.statusCode = 404;
  res.setHeader("Content-Type", body ? TYPES[".html"] : "text/plain; charset=utf-8");
  body ??= Buffer.from("Not found\n");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** Percent-encodes what may not stand in a Location header (the query is passed on as sent). */
function safeQuery(query) {
  return query.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `%${code.toString(16).toUpperCase().padStart(2, "0")}` : encodeURIComponent(c);
  });
}

/** RFC 3986's unreserved characters: escaping one changes nothing but the spelling (section 6.2.2.2). */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;
const escapesPlainCharacter = (rawPath) =>
  [...rawPath.matchAll(/%([0-9a-f]{2})/gi)].some((m) => UNRESERVED.test(String.fromCharCode(parseInt(m[1], 16))));

/**
 * The request target as path segments (decoded, no empty ones, no "." or "..") and the query;
 * `respelled` when the path escapes a character that needs none (/docs/%6eext: one file, one
 * address), `slashInSegment` when it escapes a "/" (/docs%2Fcli names no file).
 * Returns null for anything a browser does not send: absolute-form for another host, a path
 * not starting with exactly one "/", malformed percent-encoding, NUL bytes, backslashes.
 */
function parseTarget(rawUrl, hostHeader) {
  let raw = rawUrl ?? "";
  if (/^https?:\/\//i.test(raw)) {
    let url;
    try {
      url = new URL(raw);
    } catch {
      return null;
    }
    if (!hostHeader || url.host.toLowerCase() !== String(hostHeader).toLowerCase()) return null;
    raw = url.pathname + url.search;
  }
  if (raw[0] !== "/" || raw[1] === "/" || raw[1] === "\\") return null;
  const q = raw.indexOf("?");
  const rawPath = q === -1 ? raw : raw.slice(0, q);
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\") || decoded.startsWith("//")) return null;
  const segments = [];
  let untidy = false; // a trailing slash or a doubled one
  const parts = decoded.split("/");
  for (let i = 1; i < parts.length; i++) {
    const s = parts[i];
    if (s === "") untidy = true;
    else if (s === "." || s === "..") return null;
    else segments.push(s);
  }
  return {
    segments,
    untidy: untidy && decoded !== "/",
    respelled: escapesPlainCharacter(rawPath),
    slashInSegment: /%2f/i.test(rawPath),
    query: q === -1 ? "" : safeQuery(raw.slice(q)),
  };
}

// The host's own configuration, which Netlify reads and never serves.
const HOST_FILES = new Set(["_headers", "_redirects", "_redirects.nginx"]);

const isHidden = (segments) =>
  segments.some(
    (s, i) =>
      (s.startsWith(".") && !(i === 0 && s === ".well-known")) ||
      (i === 0 && segments.length === 1 && HOST_FILES.has(s)),
  );

/** The real path of a regular file inside the root (symlinks resolved, no hidden parts), or null. */
async function insideRoot(abs) {
  let real;
  try {
    real = await fsp.realpath(abs);
    if (!(await fsp.stat(real)).isFile()) return null;
  } catch {
    return null;
  }
  if (!real.startsWith(rootReal + path.sep)) return null;
  if (isHidden(path.relative(rootReal, real).split(path.sep))) return null;
  return real;
}

/** Reads an Accept-Encoding header: is this coding acceptable (q > 0, directly or via "*")? */
function accepts(header, coding) {
  if (!header) return false;
  let star = false;
  for (const part of String(header).slice(0, 1024).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    if (name.trim() === coding) return q > 0;
    if (name.trim() === "*") star = q > 0;
  }
  return star;
}

/**
 * Waits until this answer owns the connection. A pipelined request's answer is queued behind
 * the earlier ones without a socket; opening its file then would hold the descriptor (and a
 * buffer of the file) until the queue drains, which never happens when the client leaves
 * without reading. False when the client is gone first.
 */
function connected(req, res) {
  if (res.socket) return Promise.resolve(!res.destroyed);
  if (req.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onSocket = () => {
      req.off("close", onClose);
      resolve(!res.destroyed);
    };
    const onClose = () => {
      res.off("socket", onSocket);
      resolve(false);
    };
    res.once("socket", onSocket);
    req.once("close", onClose);
  });
}

/**
 * Ends the file stream when the request closes before the stream did: send's own clean-up
 * follows the response, which a queued answer may never get.
 */
function closeWithRequest(req, stream) {
  const onClose = () => {
    if (!stream.destroyed) stream.destroy();
  };
  req.once("close", onClose);
  stream.once("close", () => req.off("close", onClose));
}

async function serveFile(req, res, file, urlPath, allowWellKnown) {
  const ext = path.extname(file).toLowerCase();
  let chosen = file;
  let encoding = null;
  let vary = false;
  if (PRECOMPRESSED.has(ext)) {
    for (const [coding, suffix] of ENCODINGS) {
      const variant = await insideRoot(file + suffix);
      if (!variant) continue;
      vary = true;
      if (!encoding && accepts(req.headers["accept-encoding"], coding)) {
        chosen = variant;
        encoding = coding;
      }
    }
  }
  if (!(await connected(req, res))) return;
  // send matches If-Range's entity tag by substring. Our ETags are send's weak ones, and an
  // entity tag in If-Range matches only strongly (RFC 9110, 13.1.5): never, so the whole file.
  if (String(req.headers["if-range"] ?? "").includes('"')) delete req.headers.range;
  applyRules(res, urlPath);
  if (TYPES[ext]) res.setHeader("Content-Type", TYPES[ext]);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  if (vary) res.setHeader("Vary", "Accept-Encoding");
  const rel = "/" + path.relative(rootReal, chosen).split(path.sep).map(encodeURIComponent).join("/");
  send(req, rel, {
    root: rootReal,
    index: false,
    dotfiles: allowWellKnown ? "allow" : "ignore",
    etag: true,
    lastModified: true,
    acceptRanges: true,
    cacheControl: false, // netlify.toml says what is cached; nothing else
  })
    .on("stream", (stream) => closeWithRequest(req, stream))
    .on("directory", () => notFound(req, res, urlPath))
    .on("error", (err) => {
      if (res.headersSent) return void res.destroy();
      const status = err.status ?? err.statusCode ?? 500;
      if (status === 404) return void notFound(req, res, urlPath);
      if (status >= 500) console.error(`serve: ${req.url}: ${err.message}`);
      plain(req, res, status, urlPath, err.headers ?? {});
    })
    .pipe(res);
}

async function handle(req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return plain(req, res, 405, "/", { Allow: "GET, HEAD" });
  const target = parseTarget(req.url, req.headers.host);
  if (!target) return plain(req, res, 400, "/");
  const { segments, query } = target;
  const urlPath = "/" + segments.join("/");
  const last = segments.at(-1) ?? "";
  // A "/" inside a segment is in no file name; served as a separator, /docs%2Fcli would be a
  // second address of /docs/cli.
  if (target.slashInSegment) return notFound(req, res, urlPath);
  // Under a prefix: / leads to the site's home, anything else outside the prefix is not the site's.
  if (prefix && segments.length === 0) return redirect(req, res, prefixSegments, query, urlPath);
  const underPrefix = prefixSegments.every((s, i) => segments[i] === s);
  if (!underPrefix) return notFound(req, res, urlPath);
  // The path inside the site (public/), and a way back to a whole path for redirects.
  const inner = segments.slice(prefixSegments.length);
  const whole = (route) => [...prefixSegments, ...route];

  // /x/index.html → /x, /index.html → /, /x/ and /x//y → /x and /x/y.
  if (last === "index.html") return redirect(req, res, segments.slice(0, -1), query, urlPath);
  if (target.untidy) return redirect(req, res, segments, query, urlPath);
  if (isHidden(inner)) return notFound(req, res, urlPath);
  if (target.respelled) return redirect(req, res, segments, query, urlPath);
  const allowWellKnown = inner[0] === ".well-known";

  const abs = path.join(rootReal, ...inner);
  const file = (await insideRoot(abs)) ?? (await insideRoot(path.join(abs, "index.html")));
  if (file) return serveFile(req, res, file, urlPath, allowWellKnown);
  // Moved pages: the build's public/_redirects, read once at start (a file shadows a redirect, as on Netlify).
  // A prefixed build writes both sides with the prefix, so the whole path is looked up.
  const moved = redirects.get("/" + segments.map(encodeURIComponent).join("/"));
  if (moved) return redirect(req, res, moved.to.split("/").slice(1).map(decodeURIComponent), query, urlPath);
  // Old URLs of the previous site: /docs/about.html → /docs/about when that page exists.
  if (last.length > 5 && last.endsWith(".html") && inner.length > 0) {
    const route = [...inner.slice(0, -1), last.slice(0, -5)];
    if (await insideRoot(path.join(rootReal, ...route, "index.html")))
      return redirect(req, res, whole(route), query, urlPath);
  }
  return notFound(req, res, urlPath);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error(`serve: ${req.url}: ${err?.stack ?? err}`);
    if (!res.headersSent) plain(req, res, 500, "/");
    else res.destroy();
  });
});

/** An answer written straight to a socket that Node gives us without a response object; a short text body as plain() gives. */
function rawAnswer(socket, status, extra = {}) {
  const body = `${http.STATUS_CODES[status] ?? status}\n`;
  const headers = {
    ...headersOf("/"),
    "Cache-Control": NO_STORE,
    ...extra,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const lines = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines}\r\n${body}`);
}

// Requests Node's parser refuses (a target like "evil.example", bad header syntax, too large
// headers) get the same security headers as everything else.
server.on("clientError", (err, socket) => {
  if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  rawAnswer(socket, status);
});
// Without these listeners Node answers an unmet Expect: with a bare 417 of its own, and drops
// a CONNECT without any answer.
server.on("checkExpectation", (req, res) => plain(req, res, 417, "/"));
server.on("connect", (req, socket) => {
  if (socket.writable) rawAnswer(socket, 405, { Allow: "GET, HEAD" });
  else socket.destroy();
});

server.listen(port, host, () => {
  const { address, port: actual } = server.address();
  console.log(`Serving ${root} at http://${address.includes(":") ? `[${address}]` : address}:${actual}${prefix}`);
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => server.close(() => process.exit(0)).closeAllConnections());
