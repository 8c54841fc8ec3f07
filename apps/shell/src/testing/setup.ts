// Component tests: English strings from the real locale files, the API answered by MSW.
import { afterEach } from 'vitest';
import { setupAreaTests } from '@platform/ui/testing';

setupAreaTests(['common', 'validation', 'shell']);
// The session effects store the token; each test starts without one.
afterEach(() => localStorage.clear());
