import { firstChars, lastChars } from '../../../core/text';

/** 13812345678 → 138****5678: enough for the player to recognise, too little to reuse. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  if (phone.length < 8) return `${firstChars(phone, 1)}****`;
  return `${firstChars(phone, 3)}****${lastChars(phone, 4)}`;
}

/** alice@example.com → a***@example.com */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${firstChars(email, 1)}***${email.slice(at)}`;
}
