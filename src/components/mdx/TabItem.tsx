import React from "react";

export interface TabItemProps {
  /** Identifies the tab in its group, in storage and in `?tabs=`. */
  value: string;
  /** The tab's visible name; defaults to the value. */
  label?: string;
  /** Selected when no choice is remembered (else the first tab). */
  default?: boolean;
  children?: React.ReactNode;
}

/** One tab's content; only meaningful inside `<Tabs>`, which reads its props. */
export default function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
