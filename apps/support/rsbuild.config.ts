import { areaConfig } from '@platform/build-config';

export default areaConfig('support');
