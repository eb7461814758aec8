import React, { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { chooseTab, subscribeTabs, tabChoice } from "./tabsStore";
import { tabItems } from "./tabItems";
import TabsView from "./TabsView";
import type { TabsProps } from "./Tabs";

const noGroup = () => () => {};
const serverChoice = () => null;

/**
 * The behaviour of Tabs, in its own chunk (see Tabs.tsx): the remembered choice of the group,
 * clicks, and the keys of the WAI-ARIA tabs pattern (arrows, Home, End; automatic activation).
 */
export default function TabsInteractive({ groupId, label, children }: TabsProps) {
  const { items, fallback } = tabItems(children);
  const values = items.map((i) => i.props.value);
  // Until mounted, no choice: the first render matches the server's HTML, and the remembered
  // choice applies before paint. React's server snapshot alone would do this, but not every
  // renderer honours it (Preact's compat layer reads the client snapshot while hydrating).
  // Mounted also means hydrated: the tabs answer clicks from then on (TabsView's `ready`).
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  const remembered = useSyncExternalStore(
    groupId ? subscribeTabs : noGroup,
    () => (mounted && groupId ? tabChoice(groupId) : null),
    serverChoice,
  );
  const [local, setLocal] = useState<string | null>(null);
  const wanted = groupId ? remembered : local;
  const selected = wanted !== null && values.includes(wanted) ? wanted : fallback;

  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  // Switching a group can resize the blocks above this one: keep this tab list where it was.
  const anchorTop = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (anchorTop.current === null || !list.current) return;
    const moved = list.current.getBoundingClientRect().top - anchorTop.current;
    anchorTop.current = null;
    if (moved) window.scrollBy(0, moved);
  });

  const select = (value: string) => {
    anchorTop.current = list.current?.getBoundingClientRect().top ?? null;
    if (groupId) chooseTab(groupId, value);
    else setLocal(value);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const at = values.indexOf(selected ?? "");
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: values.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = (next + values.length) % values.length;
    select(values[to]);
    tabs.current[to]?.focus();
  };

  return (
    <TabsView
      id={id}
      label={label}
      items={items}
      selected={selected}
      onSelect={select}
      onKeyDown={onKeyDown}
      listRef={list}
      tabRef={(i, el) => (tabs.current[i] = el)}
      ready={mounted}
    />
  );
}
