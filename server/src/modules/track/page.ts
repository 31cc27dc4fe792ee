import { LANGUAGES, type Language, type PublicParcel } from '@fwd/contract';
import { translate, type Message, type Params } from '../../i18n/index.ts';
import { trackMessages as m } from './messages.ts';

/*
 * The public tracking page, written whole by the server: one answer of a few kilobytes with its style inline
 * and no script, so a phone on a slow network paints it from the first round trip (the console's bundle is
 * hundreds of kilobytes). It shows what the public answers carry (parcels.ts) and nothing else.
 */

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', es: 'es-ES', ja: 'ja-JP' };
const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', es: 'Español', ja: '日本語' };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f2f4f7}
header{background:#1f4e8c;color:#fff;padding:12px 16px;display:flex;flex-wrap:wrap;gap:4px 16px;align-items:center;justify-content:space-between}
header b{font-size:17px}nav a{color:#dbe6f5;margin-left:10px;text-decoration:none;font-size:13px}nav a[aria-current]{color:#fff;font-weight:600;text-decoration:underline}
main{max-width:720px;margin:0 auto;padding:12px}h1{font-size:18px;margin:4px 0 12px}h2{font-size:15px;margin:16px 0 8px}
.card{background:#fff;border-radius:8px;padding:14px 16px;margin-bottom:12px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#646a73}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.st{display:inline-block;padding:0 8px;border-radius:10px;background:#e8f0fb;color:#1f4e8c}
ol{list-style:none;margin:0;padding:0 0 0 14px;border-left:2px solid #d0d7e2}li{position:relative;padding:0 0 12px 6px}
li:before{content:"";position:absolute;left:-21px;top:6px;width:10px;height:10px;border-radius:50%;background:#b6c2d4}
li:first-child:before{background:#1f4e8c}li:first-child .d{font-weight:600}time,.loc,.note{color:#646a73;font-size:13px}
.miss{color:#a8071a}textarea{width:100%;font:inherit;padding:8px;border:1px solid #c9cdd4;border-radius:6px}
button{margin-top:8px;font:inherit;padding:6px 18px;border:0;border-radius:6px;background:#1f4e8c;color:#fff}`;

interface Frame {
  lang: Language;
  companyName: string;
  /** The page's own address without `lang`, to switch languages on. */
  here: string;
}

function frame({ lang, companyName, here }: Frame, body: string): string {
  const t = (msg: Message) => escape(translate(lang, msg));
  const join = here.includes('?') ? '&' : '?';
  const languages = LANGUAGES.map(
    (l) =>
      `<a href="${escape(`${here}${join}lang=${l}`)}" hreflang="${l}" lang="${l}"${l === lang ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a>`,
  ).join('');
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${t(m.title)} · ${escape(companyName)}</title><style>${STYLE}</style></head><body><header><b>${escape(companyName)}</b><nav>${languages}</nav></header><main>${body}</main></body></html>`;
}

function parcelCard(lang: Language, timeZone: string, p: PublicParcel): string {
  const t = (msg: Message, params?: Params) => escape(translate(lang, msg, params));
  const when = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const day = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' });
  const events = p.events.length
    ? `<ol>${p.events
        .map(
          (e) =>
            `<li><time datetime="${e.time}">${escape(when.format(new Date(e.time)))}</time> <span class="st">${escape(e.statusName)}</span><div class="d">${escape(e.description)}</div>${e.location ? `<div class="loc">${escape(e.location)}</div>` : ''}</li>`,
        )
        .join('')}</ol><p class="note">${t(m.timesIn, { zone: timeZone })}</p>`
    : `<p class="note">${t(m.noEvents)}</p>`;
  const expected = p.expectedDelivery
    ? `<dt>${t(m.expected)}</dt><dd>${escape(day.format(new Date(`${p.expectedDelivery}T00:00:00Z`)))}</dd>`
    : '';
  return `<section class="card"><dl><dt>${t(m.number)}</dt><dd>${escape(p.number)}</dd><dt>${t(m.destination)}</dt><dd>${escape(p.country)}</dd><dt>${t(m.status)}</dt><dd><span class="st">${escape(p.statusName)}</span></dd>${expected}</dl><h2>${t(m.events)}</h2>${events}</section>`;
}

function lookupForm(lang: Language, numbers: string): string {
  const t = (msg: Message) => escape(translate(lang, msg));
  return `<form class="card" action="/track" method="get"><h2><label for="n">${t(m.lookup)}</label></h2><textarea id="n" name="numbers" rows="3" maxlength="1100" placeholder="${t(m.lookupHint)}">${escape(numbers)}</textarea><input type="hidden" name="lang" value="${lang}"><button type="submit">${t(m.lookupButton)}</button></form>`;
}

export interface PageInput extends Frame {
  timeZone: string;
}

/** A parcel by its link, or the link's "not found" (unknown, revoked, its order deleted: alike). */
export function linkPage(input: PageInput, parcel: PublicParcel | undefined): string {
  const t = (msg: Message) => escape(translate(input.lang, msg));
  const body = parcel
    ? `<h1>${t(m.title)}</h1>${parcelCard(input.lang, input.timeZone, parcel)}`
    : `<h1>${t(m.title)}</h1><p class="card miss" role="alert">${t(m.linkNotFound)}</p>`;
  return frame(input, body + lookupForm(input.lang, ''));
}

/** The lookup: each number's parcel or "not found", then the form with the numbers asked. */
export function lookupPage(
  input: PageInput,
  numbers: string,
  results: ({ query: string; found: true; parcel: PublicParcel } | { query: string; found: false })[],
): string {
  const t = (msg: Message) => escape(translate(input.lang, msg));
  const cards = results
    .map((r) =>
      r.found
        ? parcelCard(input.lang, input.timeZone, r.parcel)
        : `<section class="card"><dl><dt>${t(m.number)}</dt><dd>${escape(r.query)}</dd></dl><p class="miss">${t(m.notFound)}</p></section>`,
    )
    .join('');
  return frame(input, `<h1>${t(m.lookup)}</h1>${cards}${lookupForm(input.lang, numbers)}`);
}

/** A refusal as a page: numbers that cannot be one, or too many requests. */
export function messagePage(input: PageInput, message: string, numbers = ''): string {
  const t = (msg: Message) => escape(translate(input.lang, msg));
  return frame(
    input,
    `<h1>${t(m.lookup)}</h1><p class="card miss" role="alert">${escape(message)}</p>${lookupForm(input.lang, numbers)}`,
  );
}
