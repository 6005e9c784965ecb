/** Form values of a complete parameter, for the tests of the parameter form's rules (tests only). */
import type { ParameterFormValues } from '../utils/parameterFields';
import { toFormValues } from '../utils/parameterMapping';

export const PNG = { base64: 'iVBORw0KGgo=', name: 'pre.png' };
export const PKG = { base64: 'cGtn', name: 'strip.pkg' };

export const complete: ParameterFormValues = {
  ...toFormValues(undefined),
  name: 'Nitrite',
  displayedName: 'Nitrite',
  stripCatNo: '1.10007.0001',
  parameterRange: '0-80',
  citationFormula: 'NO,,2,,',
  unit: 'mg/l',
  packageFile: PKG,
  countdownTimer: 60,
  preCountDownImage: PNG,
  packageCounterStripInBox: 100,
  isHowToUpdated: true,
  isFaqUpdated: true,
  isNotificationUpdated: true,
};
