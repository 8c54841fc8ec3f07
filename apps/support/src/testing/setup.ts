// Component tests: English strings from the real locale files, the API answered by MSW.
import { setupAreaTests } from '@platform/ui/testing';

setupAreaTests(['common', 'validation', 'support']);
