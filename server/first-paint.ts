import { createHash } from 'node:crypto';
import { LOCALE_KEY, LOCALES } from '../src/lib/i18n/locales';
import { LEGACY_REMEMBER_KEY, SESSION_KEY, UNSAVED_SEED_KEY } from '../src/lib/session-keys';

/**
 * The one inline script of the built app, first in <head>: before the body is painted it marks
 * <html data-visitor> with who this visitor is — signed in or not (as lib/session.ts decides at
 * start: a tab's seed, remembered or not, or a seed an older version remembered), whether a seed
 * generated in this tab awaits confirmation (the welcome page shows it, not its form) and
 * whether the page will be in another language than English (as lib/i18n/locales.ts picks it),
 * and whether the URL has a query (filters, a page number: the HTML was made without one).
 * index.css then hides a prerendered page that was not made for this visitor (the signed-in
 * frame from someone signed out, the sign-in form from someone signed in, English HTML from a
 * French reader) until main.tsx has rendered the right one. It reads no seed's value, only
 * whether one is there. Until the page is ready it also keeps forms from being sent by the
 * browser and keeps what was clicked or typed too early (src/app/early-input.ts). Allowed by its hash
 * in the Content-Security-Policy (decision 003).
 */
export function firstPaintScript(): string {
  const s = JSON.stringify;
  const others = s(LOCALES.filter((l) => l !== 'en'));
  return (
    `(function(){var d=document.documentElement;try{var s=sessionStorage,l=localStorage;` +
    `var signedIn=s.getItem(${s(SESSION_KEY)})!==null` +
    `||l.getItem(${s(LEGACY_REMEMBER_KEY)})!==null;` +
    `var pending=s.getItem(${s(UNSAVED_SEED_KEY)})!==null;` +
    `var others=${others},chosen=l.getItem(${s(LOCALE_KEY)});` +
    `var tags=chosen==='en'||others.indexOf(chosen)>=0?[chosen]:navigator.languages||[];` +
    `var english=true;for(var i=0;i<tags.length;i++){var base=String(tags[i]).toLowerCase().split('-')[0];` +
    `if(base==='en')break;if(others.indexOf(base)>=0){english=false;break}}` +
    `d.setAttribute('data-visitor',(signedIn?'in':'out')+(pending?' pending':'')+(english?'':' translated')+(location.search?' query':''))}catch(e){}` +
    // No form of the app is ever sent by the browser itself: before React has taken a
    // prerendered form over, Enter would send it as a GET, the seed in the URL.
    `addEventListener('submit',function(e){e.preventDefault()},true);` +
    // Before React listens, a button clicked and the fields typed in or changed are kept, for
    // src/app/early-input.ts to hand to React once it does.
    `var w=window;w.__early={click:null,fields:[]};` +
    `addEventListener('click',function(e){if(!d.hasAttribute('data-ready'))w.__early.click=e.target},true);` +
    `function f(e){if(!d.hasAttribute('data-ready'))w.__early.fields.push(e.target)}` +
    `addEventListener('input',f,true);addEventListener('change',f,true)})();`
  );
}

/** A CSP source allowing exactly this script: `'sha256-…'`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}
