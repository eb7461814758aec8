// @ts-check
/**
 * gatsby-plugin-mdx's loader, compiling each MDX file once per build instead of once per
 * webpack stage. Gatsby runs the browser bundle and the HTML renderer as two compilations in
 * one process; both ask gatsby-mdx-loader to compile every page with the same options and get
 * the same output, and the compile (remark, rehype with Prism highlighting) is the costliest
 * step of both. The first request for a file's content compiles it; the other stage reuses the
 * result (or awaits the compile under way). Plain CommonJS: webpack requires loaders by path.
 */
const { createHash } = require("node:crypto");
const mdxLoader = require("gatsby-plugin-mdx/dist/gatsby-mdx-loader").default;

/** @type {Map<string, Promise<string | Buffer | void>>} */
const compiles = new Map();

/**
 * @this {import("webpack").LoaderContext<{}>}
 * @param {string} source
 */
module.exports = function mdxCompileOnce(source) {
  const callback = this.async();
  const key = `${this.resourcePath}\0${createHash("sha1").update(source).digest("hex")}`;
  let compiled = compiles.get(key);
  if (!compiled) {
    const started = Promise.resolve(mdxLoader.call(this, source));
    compiles.set(key, started);
    // A failed compile is not kept: the next request tries again and reports its own error.
    started.catch(() => compiles.delete(key));
    compiled = started;
  }
  compiled.then(
    (out) => callback(null, out ?? source),
    (err) => callback(err),
  );
};
