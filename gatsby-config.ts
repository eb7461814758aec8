import type { GatsbyConfig } from "gatsby";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import rehypeSlug from "rehype-slug";
import rehypePrism from "rehype-prism-plus";
import remarkAdmonitions from "./src/build/mdx/remarkAdmonitions";
import rehypeCodeBlocks from "./src/build/mdx/rehypeCodeBlocks";
import rehypeImages from "./src/build/mdx/rehypeImages";
import recmaLocalCreateElement from "./src/build/mdx/recmaLocalCreateElement";
import { site, sitemap } from "./src/config/site";
import { sitemapEntries, type SitemapPage } from "./src/build/sitemap";

const gaId = process.env.GATSBY_GA_MEASUREMENT_ID;

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.title,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    { resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/content/docs` } },
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: `${__dirname}/content/blog` } },
    { resolve: "gatsby-source-filesystem", options: { name: "api", path: `${__dirname}/content/api` } },
    // Test builds add fixture docs (an unlisted page, a draft) under /docs/test/.
    ...(process.env.ARCADIA_TEST_PAGES === "1" ? [{ resolve: "gatsby-source-filesystem", options: { name: "docs", path: `${__dirname}/tests/fixtures/docs` } }] : []),
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx", ".md"],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions],
          rehypePlugins: [rehypeSlug, rehypeImages, rehypeCodeBlocks, [rehypePrism, { ignoreMissing: true }]],
          recmaPlugins: [recmaLocalCreateElement],
        },
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        query: `query SitemapPages { allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => site.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: SitemapPage[] } }) => sitemapEntries(allSitePage.nodes),
        serialize: ({ path }: { path: string }) => ({ url: path, changefreq: sitemap.changefreq, priority: sitemap.priority }),
      },
    },
    ...(gaId
      ? [
          {
            resolve: "gatsby-plugin-google-gtag",
            options: {
              trackingIds: [gaId],
              gtagConfig: { anonymize_ip: true },
              pluginConfig: { head: false, respectDNT: true },
            },
          },
        ]
      : []),
  ],
};

export default config;
