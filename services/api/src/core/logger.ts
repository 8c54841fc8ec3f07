/** Where a domain operation reports what must not pass unseen (the request's logger on the server). */
export interface DomainLogger {
  error(details: object, message: string): void;
}
