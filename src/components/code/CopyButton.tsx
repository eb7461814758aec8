import React, { useEffect, useRef, useState } from "react";
import { t } from "../../config/labels";

/** Copies the text of the code block it sits in (the exact code, line by line). */
export default function CopyButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (e: React.MouseEvent<HTMLButtonElement>) => {
    // Not querySelector("pre code, pre"): that returns the <pre>, first in document order.
    const block = e.currentTarget.parentElement;
    const code = block?.querySelector("pre > code") ?? block?.querySelector("pre");
    const text = code ? codeText(code) : "";
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Older browsers or blocked clipboard API: fall back to a hidden textarea.
      const area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      document.body.appendChild(area);
      area.select();
      document.execCommand("copy");
      area.remove();
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  };

  return (
    <button
      type="button"
      className="code-copy"
      onClick={copy}
      aria-label={t("code.copyAria")}
      title={t("code.copyAria")}
      aria-live="polite"
    >
      {copied ? t("code.copied") : t("code.copy")}
    </button>
  );
}

/**
 * Each highlighted line is a block span: join them with newlines, like the source. Lines
 * marked `[!code --]` are shown as removed, so the copied code leaves them out.
 */
export function codeText(code: Element): string {
  const lines = [...code.querySelectorAll(":scope > .code-line")];
  if (lines.length === 0) return (code.textContent ?? "").replace(/\n$/, "");
  return lines
    .filter((l) => l.getAttribute("data-diff") !== "-")
    .map((l) => (l.textContent ?? "").replace(/\n$/, ""))
    .join("\n");
}
