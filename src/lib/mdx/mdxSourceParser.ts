/**
 * An MDX source parsed with the site's own syntax (MDX, front matter, GFM, directives, CJK
 * emphasis, `{#id}` heading ids), for the code that reads pages outside the MDX compiler: the
 * `.md` copies and `npm run diagrams`. One parser, so both see the text the build compiles.
 */
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import { remarkCjkAttentionSyntax } from "./remarkCjkEmphasis";
import { remarkHeadingIdSyntax } from "./remarkHeadingIds";

export const mdxSourceParser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ["yaml"])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkCjkAttentionSyntax)
  .use(remarkHeadingIdSyntax);
