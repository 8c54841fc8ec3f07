/**
 * A production secret's least length (release token, health-token secret, and the keys to come):
 * 32 characters of a random string is 192 bits and more; shorter is a password, not a secret
 * (docs/decisions-api.md#production-mode).
 */
export const MIN_SECRET_LENGTH = 32;
