/**
 * A change of the site keywords forces one reload (docs/product-rules.md#session; new keywords mean
 * a new site build or configuration). The first visit only remembers them; a reload happens once
 * per new value.
 */
export function keywordsReloadDecision(
  stored: string | null,
  fetched: string,
  alreadyReloadedFor: string | null,
): 'remember' | 'reload' | 'none' {
  if (stored === null) return 'remember';
  if (stored === fetched) return 'none';
  return alreadyReloadedFor === fetched ? 'remember' : 'reload';
}

export function rememberKeywords(keywords: string) {
  localStorage.setItem('siteKeywords', keywords);
}

export function reloadMarker(): string | null {
  return sessionStorage.getItem('siteKeywordsReloaded');
}
