const TOKEN_KEY = 'token';
const RESTRICTED_IP_KEY = 'restrictedIp';

/** Login state comes from the presence of a stored token (docs/product-rules.md#session). */
export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function persistToken(token: string | null) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  else localStorage.removeItem(TOKEN_KEY);
}

export function storedRestrictedIp(): string | null {
  return localStorage.getItem(RESTRICTED_IP_KEY);
}

export function persistRestrictedIp(ip: string | null) {
  if (ip) localStorage.setItem(RESTRICTED_IP_KEY, ip);
}
