import React from "react";
import type { TabItemProps } from "./TabItem";

/** The TabItems among a Tabs' children, and the value selected when nothing is remembered. */
export function tabItems(children: React.ReactNode): {
  items: React.ReactElement<TabItemProps>[];
  fallback: string | undefined;
} {
  const items = React.Children.toArray(children).filter(
    (c): c is React.ReactElement<TabItemProps> =>
      React.isValidElement(c) && typeof (c.props as TabItemProps).value === "string",
  );
  return { items, fallback: items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value };
}
