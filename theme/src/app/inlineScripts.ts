/**
 * Scripts inlined at the top of `<body>` so the first paint already has the right colour mode
 * and announcement-bar state (they run before the app's deferred bundle).
 */
import type { SiteConfig } from '../types';
import { scriptJson } from './scriptJson';

export const THEME_STORAGE_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';

/** Sets `data-theme` and `data-theme-choice` on `<html>` from the query, storage or config. */
export function colorModeScript({ themeConfig }: SiteConfig): string {
  const { defaultMode, disableSwitch, respectPrefersColorScheme } = themeConfig.colorMode;
  return `(function(){
var d=document.documentElement;
function stored(){try{return new URLSearchParams(location.search).get('docusaurus-theme')||localStorage.getItem(${scriptJson(THEME_STORAGE_KEY)})}catch(e){return null}}
var choice=${disableSwitch ? 'null' : 'stored()'};
if(choice!=='light'&&choice!=='dark'){choice=null}
var system=${respectPrefersColorScheme ? "window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'" : scriptJson(defaultMode)};
d.setAttribute('data-theme',choice||system);
d.setAttribute('data-theme-choice',choice||${respectPrefersColorScheme ? "'system'" : scriptJson(defaultMode)});
try{new URLSearchParams(location.search).forEach(function(v,k){if(k.indexOf('docusaurus-data-')===0){d.setAttribute('data-'+k.slice(16),v)}})}catch(e){}
})();`;
}

/** Sets `data-announcement-bar-initially-dismissed` on `<html>` (CSS hides the bar when true). */
export function announcementBarScript({ themeConfig }: SiteConfig): string | null {
  const bar = themeConfig.announcementBar;
  if (!bar) {
    return null;
  }
  return `(function(){
var dismissed=false;
try{dismissed=localStorage.getItem(${scriptJson(ANNOUNCEMENT_ID_KEY)})===${scriptJson(bar.id)}&&localStorage.getItem(${scriptJson(ANNOUNCEMENT_DISMISS_KEY)})==='true'}catch(e){}
document.documentElement.setAttribute('data-announcement-bar-initially-dismissed',String(dismissed));
})();`;
}

/**
 * Shows a banner on the home page when the app bundle never ran (a wrong `baseUrl` usually
 * breaks both the CSS and the JS, so the CSS that hides the container is missing too).
 */
export function baseUrlIssueBannerScript(siteConfig: SiteConfig): string {
  const baseUrl = siteConfig.baseUrl.replace(/[^\w/.~-]/g, '');
  const suggestion = "location.pathname.replace(/\\/?$/,'/')";
  return `document.addEventListener('DOMContentLoaded',function(){
if(window.docusaurus!==undefined){return}
var c=document.createElement('div');c.id='__docusaurus-base-url-issue-banner-container';
c.innerHTML='<div style="border:thick solid red;background-color:rgb(255,230,179);margin:20px;padding:20px;font-size:20px"><p style="font-weight:bold;font-size:30px">Your Docusaurus site did not load properly.</p><p>A very common reason is a wrong site <a href="https://docusaurus.io/docs/docusaurus.config.js/#baseUrl" style="font-weight:bold">baseUrl configuration</a>.</p><p>Current configured baseUrl = <span style="font-weight:bold;color:red">${baseUrl}</span>${baseUrl === '/' ? ' (default value)' : ''}</p><p>We suggest trying baseUrl = <span style="font-weight:bold;color:green" id="__docusaurus-base-url-issue-banner-suggestion"></span></p></div>';
document.body.prepend(c);
document.getElementById('__docusaurus-base-url-issue-banner-suggestion').textContent=${suggestion};
});`;
}
