#!/usr/bin/env node
// Serves public/ like the production host does (see netlify.toml): clean URLs without a
// trailing slash, /x/index.html and /x/ redirected to /x, 404.html with status 404, and the
// headers declared in netlify.toml. Used by `npm start` and by the browser tests.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { parseNetlifyHeaders, parseHeadersFile, headersFor } from "../src/lib/netlifyHeaders.mjs";

const root = path.resolve(process.argv[2] ?? "public");
const port = Number(process.env.PORT ?? 9000);
const host = process.env.HOST ?? "127.0.0.1";
// netlify.toml first, then the build's public/_headers (as on Netlify, which merges both).
const rules = [
  ...(fs.existsSync("netlify.toml") ? parseNetlifyHeaders(fs.readFileSync("netlify.toml", "utf8")) : []),
  ...(fs.existsSync(path.join(root, "_headers")) ? parseHeadersFile(fs.readFileSync(path.join(root, "_headers"), "utf8")) : []),
];

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
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

function send(res, status, file, urlPath, extraHeaders = {}) {
  const type = TYPES[path.extname(file)] ?? "application/octet-stream";
  res.writeHead(status, { "Content-Type": type, ...headersFor(rules, urlPath), ...extraHeaders });
  fs.createReadStream(file).pipe(res);
}

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  const redirect = (to) => {
    res.writeHead(301, { Location: encodeURI(to) + url.search });
    res.end();
  };
  if (pathname.endsWith("/index.html")) return redirect(pathname.slice(0, -"index.html".length - 1) || "/");
  if (pathname.length > 1 && pathname.endsWith("/")) return redirect(pathname.replace(/\/+$/, ""));
  const target = path.join(root, pathname);
  if (!target.startsWith(root)) {
    res.writeHead(400);
    return res.end();
  }
  if (isFile(target)) return send(res, 200, target, pathname);
  const index = path.join(target, "index.html");
  if (isFile(index)) return send(res, 200, index, pathname);
  const notFound = path.join(root, "404.html");
  if (isFile(notFound)) return send(res, 404, notFound, pathname);
  res.writeHead(404);
  res.end("Not found");
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}`));
