import { tessera } from '@tessera/eslint-config';

export default tessera({ layer: 'feature' });
