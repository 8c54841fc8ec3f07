import { shellConfig } from '@platform/build-config';

export default shellConfig();
