import { existsSync } from "node:fs";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];

/** Debian's Chromium (CHROME_PATH overrides). npm packages cannot download browsers here. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}. Install it with "apt-get install -y chromium" (Debian) or set CHROME_PATH to a Chromium/Chrome binary.`,
    );
  }
  return candidate;
}
