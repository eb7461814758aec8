import type { ComponentType } from "react";
import { makeHeading } from "./Heading";
import CodeBlock from "../code/CodeBlock";
import MdxLink from "./MdxLink";
import DocCardList from "../docs/DocCardList";
import Tabs, { TabItem } from "./Tabs";
import Steps from "./Steps";
import Details from "./Details";
import Badge from "./Badge";
import FileTree from "./FileTree";
import ThemedImage from "./ThemedImage";
import Terminal from "./Terminal";

/**
 * The one element map of page content: the HTML elements the site renders its own way, and every
 * writer component (the names in src/lib/mdx/writerComponents.ts, which the compile accepts).
 */
// Each component takes its own props; the map is looked up by name with the props the compile wrote.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const mdxComponents: Record<string, ComponentType<any>> = {
  h2: makeHeading(2),
  h3: makeHeading(3),
  h4: makeHeading(4),
  pre: CodeBlock,
  a: MdxLink,
  Badge,
  Details,
  DocCardList,
  FileTree,
  Steps,
  TabItem,
  Tabs,
  Terminal,
  ThemedImage,
};
