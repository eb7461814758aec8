import { useEffect } from "react";

/** True when a key press belongs to a control the reader is typing into or pressing. */
function isEditing(event: KeyboardEvent): boolean {
  const element = event.composedPath()[0] as HTMLElement | undefined;
  const tag = element?.tagName;
  return (
    Boolean(element?.isContentEditable) || tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || tag === "BUTTON"
  );
}

/**
 * The search modal's keys, on every page: Ctrl/⌘+K opens and closes it, "/" opens it when the
 * reader is not typing somewhere, Escape closes it.
 */
export function useSearchShortcuts(open: boolean, onOpen: () => void, onClose: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const cmdK = event.key?.toLowerCase() === "k" && (event.metaKey || event.ctrlKey);
      const slash = event.key === "/" && !open && !isEditing(event);
      const escape = event.key === "Escape" && open;
      if (!cmdK && !slash && !escape) return;
      event.preventDefault();
      if (open) onClose();
      else onOpen();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open, onOpen, onClose]);
}
