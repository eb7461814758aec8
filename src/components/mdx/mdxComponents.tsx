import type { MDXProvider } from "@mdx-js/react";
import { makeHeading } from "./Heading";
import CodeBlock from "../code/CodeBlock";
import MdxLink from "./MdxLink";
import DocCardList from "../docs/DocCardList";
import Tabs, { TabItem } from "./Tabs";
import Steps from "./Steps";

type Components = React.ComponentProps<typeof MDXProvider>["components"];

/** The one MDX element map: every MDX page gets these without imports. */
export const mdxComponents: Components = {
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  pre: CodeBlock,
  a: MdxLink,
  DocCardList,
  Tabs,
  TabItem,
  Steps,
};
