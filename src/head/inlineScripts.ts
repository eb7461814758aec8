/**
 * Tiny scripts run in <head> before first paint: the colour mode and the announcement-bar
 * dismissal become attributes on <html>, so CSS shows the right state with no flash.
 * They use the same storage keys and rules as the React code (imported, not copied); every value
 * goes in through scriptLiteral (src/lib/inlineCode.ts), as these scripts are allowed by hash.
 */
import { site, storageKeys } from "../config/site";
import { scriptLiteral } from "../lib/inlineCode";

export function announcementStorageKey(id: string): string {
  return `${storageKeys.announcementDismissed}:${id}`;
}

export function colorModeScript(): string {
  const respect = site.respectPrefersColorScheme;
  return `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem(${scriptLiteral(storageKeys.colorMode)})}catch(e){}
var c=(s==="light"||s==="dark")?s:${respect ? '"system"' : scriptLiteral(site.defaultColorMode)};
var m=c==="system"?(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":${scriptLiteral(site.defaultColorMode)}):c;
d.setAttribute("data-theme",m);d.setAttribute("data-theme-choice",c);d.setAttribute("data-js","");})();`;
}

export function announcementScript(): string {
  const key = announcementStorageKey(site.announcement.id);
  return `(function(){try{if(localStorage.getItem(${scriptLiteral(key)})==="true")document.documentElement.setAttribute("data-announcement-dismissed","true")}catch(e){}})();`;
}
