import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { site, sitemap } from "./src/config/site";
import { sitemapEntries, type SitemapPage } from "./src/lib/sitemap";
import { gaMeasurementId, pathPrefixFromEnv, prefixPathsFromEnv } from "./src/config/env";
import { contentSources } from "./src/config/contentSources";
import { scriptStringContent } from "./src/lib/inlineCode";

const gaId = gaMeasurementId();
// The sub-path the site is served under; used only with --prefix-paths (scripts/gatsby.mjs adds it).
const pathPrefix = pathPrefixFromEnv();
// Without --prefix-paths Gatsby would build the pages for / while the build's own files (feeds,
// redirects, images) carry the prefix: refuse, rather than publish a half-prefixed site.
if (pathPrefix && process.argv.includes("build") && !process.argv.includes("--prefix-paths") && !prefixPathsFromEnv())
  throw new Error(
    "ARCADIA_PATH_PREFIX is set but Gatsby was not given --prefix-paths: build with `npm run build` (scripts/gatsby.mjs adds it), or add --prefix-paths.",
  );

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  ...(pathPrefix ? { pathPrefix } : {}),
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    ...contentSources().map((source) => ({
      resolve: "gatsby-source-filesystem",
      options: { name: source.name, path: path.join(process.cwd(), source.path) },
    })),
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx", ".md"],
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `query SitemapPages { allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => site.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => sitemapEntries(allSitePage.nodes),
        serialize: ({ path }: { path: string }) => ({
          url: path,
          changefreq: sitemap.changefreq,
          priority: sitemap.priority,
        }),
      },
    },
    ...(gaId
      ? [
          {
            resolve: "gatsby-plugin-google-gtag",
            options: {
              // The plugin writes the id between quotes of an inline script: the id is checked at
              // onPreInit (src/node/data/checkAnalytics.ts), and goes in encoded all the same.
              trackingIds: [scriptStringContent(gaId)],
              gtagConfig: { anonymize_ip: true },
              pluginConfig: { head: false, respectDNT: true },
            },
          },
        ]
      : []),
  ],
};

export default config;
