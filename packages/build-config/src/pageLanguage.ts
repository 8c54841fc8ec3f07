/**
 * What the pages written at build time (the home skeleton in the shell's HTML, the offline page)
 * share: escaping a text for HTML, and the inline script's choice of the player's language.
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A value as a literal inside an inline `<script>` (no `</script>` can end it early). */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The player's language as the app will pick it (packages/i18n `initialLanguage`): the stored
 * choice, else the browser's languages, else the default. An ES5 function expression for inline
 * scripts: given `{ languages: key → { bcp47 }, fallback }`, it answers a language key.
 */
export const PICK_LANGUAGE = `function (D) {
  var L = D.languages, n = navigator.languages || [], k, s, t, p, j, i;
  try { s = localStorage.getItem('langTypVal'); } catch (e) {}
  if (L[s]) k = s;
  for (i = 0; i < n.length && !k; i++) {
    t = String(n[i]).trim().toLowerCase();
    if (!t) continue;
    if (/^zh-(hk|tw|mo)$|^zh-hant/.test(t)) k = 'hk';
    for (j in L) if (!k && L[j].bcp47.toLowerCase() === t) k = j;
    p = t.split('-')[0];
    for (j in L) if (!k && (L[j].bcp47.split('-')[0].toLowerCase() === p || (p === 'tl' && j === 'fp'))) k = j;
  }
  return k || D.fallback;
}`;
