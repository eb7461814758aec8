import React, { Suspense, lazy, useId } from "react";
import TabsView from "./TabsView";
import { tabItems } from "./tabItems";
import TabItem from "./TabItem";

export { TabItem };
export type { TabItemProps } from "./TabItem";

export interface TabsProps {
  /** Tabs with the same groupId switch together on every page, and the choice is remembered. */
  groupId?: string;
  /** An accessible name for the tab list, when the text before it does not say what it switches. */
  label?: string;
  children?: React.ReactNode;
}

// Every doc page shares the MDX components and the API view, so Tabs' behaviour (store, keys)
// loads as its own chunk, fetched only by pages that render tabs.
const TabsInteractive = lazy(() => import("./TabsInteractive"));

/** Until the behaviour has loaded (client-side navigation), the same markup without handlers. */
function TabsStatic({ label, children }: TabsProps) {
  const id = useId();
  const { items, fallback } = tabItems(children);
  return <TabsView id={id} label={label} items={items} selected={fallback} />;
}

/**
 * Tabs for content that branches. The HTML comes from the server render of TabsInteractive;
 * React hydrates it once that chunk arrives, and the reader's remembered choice applies then.
 */
export default function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={<TabsStatic {...props} />}>
      <TabsInteractive {...props} />
    </Suspense>
  );
}
