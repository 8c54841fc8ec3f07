/** How the player proves the account is theirs: a code to the bound phone or e-mail. */
export type VerifyType = 'phone' | 'email';

/** The account step 1 found: its username and where a code can go (masked; null when unbound). */
export interface FoundAccount {
  username: string;
  mobile: string | null;
  email: string | null;
}
