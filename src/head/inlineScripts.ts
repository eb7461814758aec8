/**
 * Tiny scripts run in <head> before first paint: the colour mode and the announcement-bar
 * dismissal become attributes on <html>, so CSS shows the right state with no flash.
 * They use the same storage keys and rules as the React code (imported, not copied).
 */
import { site, storageKeys } from "../config/site";

export function announcementStorageKey(id: string): string {
  return `${storageKeys.announcementDismissed}:${id}`;
}

export function colorModeScript(): string {
  const respect = site.respectPrefersColorScheme;
  return `(function(){var d=document.documentElement,s=null;try{s=localStorage.getItem(${JSON.stringify(storageKeys.colorMode)})}catch(e){}
var c=(s==="light"||s==="dark")?s:${respect ? '"system"' : JSON.stringify(site.defaultColorMode)};
var m=c==="system"?(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":${JSON.stringify(site.defaultColorMode)}):c;
d.setAttribute("data-theme",m);d.setAttribute("data-theme-choice",c);d.setAttribute("data-js","");})();`;
}

export function announcementScript(): string {
  const key = announcementStorageKey(site.announcement.id);
  return `(function(){try{if(localStorage.getItem(${JSON.stringify(key)})==="true")document.documentElement.setAttribute("data-announcement-dismissed","true")}catch(e){}})();`;
}
