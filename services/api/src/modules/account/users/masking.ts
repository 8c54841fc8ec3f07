/** 13812345678 → 138****5678: enough for the player to recognise, too little to reuse. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length < 8) return `${phone.slice(0, 1)}****`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** alice@example.com → a***@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
