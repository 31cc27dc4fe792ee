import addressType from './addressType.ts';
import brandCheck from './brandCheck.ts';
import tariffCode from './tariffCode.ts';
import remoteArea from './remoteArea.ts';

/** The toolbox's messages, one file per tool. */
export default { addressType, brandCheck, tariffCode, remoteArea };
