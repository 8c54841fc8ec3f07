/**
 * Where a contact of the agent programme opens, when its type has a link: Telegram and WhatsApp
 * chats, e-mail and phone. Other types (Skype, QQ, WeChat …) are copied, not opened.
 */
export function contactLink(contactType: string, value: string): string | null {
  const v = value.trim();
  switch (contactType.toLowerCase()) {
    case 'telegram': {
      if (/^https:\/\/t\.me\/\w{5,32}$/i.test(v)) return v;
      const handle = v.replace(/^@/, '');
      return /^\w{5,32}$/.test(handle) ? `https://t.me/${handle}` : null;
    }
    case 'whatsapp': {
      const digits = v.replace(/[\s()+-]/g, '');
      return /^\d{6,15}$/.test(digits) ? `https://wa.me/${digits}` : null;
    }
    case 'email':
      return /^[^\s@/?#:]+@[^\s@/?#:]+\.[^\s@/?#:]+$/.test(v) ? `mailto:${v}` : null;
    case 'phone':
      return /^\+?[\d\s-]{5,20}$/.test(v) ? `tel:${v.replace(/[\s-]/g, '')}` : null;
    default:
      return null;
  }
}
