/**
 * Parameter records as API shapes: the admin DTO (with its files, and as lists carry it without
 * their bodies), the defaults of a new parameter and the download of a stored file (images by
 * their magic bytes, the package file as octet-stream).
 */
import type { ParameterRecord } from '../../db/types';
import { contentDisposition } from '../../lib/contentDisposition';
import { decodeBase64 } from '../../lib/contentRules';
import { errors } from '../../lib/errors';
import type { ParameterInput } from './parameterRules';
import type { Parameter, ParameterSummary } from '@/api';
import { PICTURE_HEAD_BYTES, pictureTypeOf } from '@/domain/pictureType';

export function toParameterDto(p: ParameterRecord): Parameter {
  const { id, name, displayedName, stripCatNo, parameterRange, citationFormula, unit, status } = p;
  return {
    id,
    name,
    displayedName,
    stripCatNo,
    parameterRange,
    citationFormula,
    unit,
    status,
    visible: p.visible,
    audioSignal: p.audioSignal,
    postCountDownSignal: p.postCountDownSignal,
    countdownTimer: p.countdownTimer,
    packageCounterStripInBox: p.packageCounterStripInBox,
    productUrl: p.productUrl,
    outOfRangeEntryMin: p.outOfRangeEntryMin,
    outOfRangeEntryMax: p.outOfRangeEntryMax,
    errorMessage: p.errorMessage,
    additionalInfo: p.additionalInfo,
    isHowToUpdated: p.isHowToUpdated,
    isFaqUpdated: p.isFaqUpdated,
    isNotificationUpdated: p.isNotificationUpdated,
    isReleased: p.isReleased,
    preCountDownImage: p.preCountDownImage,
    preCountDownTextName: p.preCountDownTextName,
    postCountDownImage: p.postCountDownImage,
    postCountDownTextName: p.postCountDownTextName,
    packageFile: p.packageFile,
    packageFileTextName: p.packageFileTextName,
    citation: 1,
    type: p.type,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

/** A parameter as lists carry it: every field but the bodies of its files (names stay). */
export function toParameterSummary(p: ParameterRecord): ParameterSummary {
  const {
    preCountDownImage: _pre,
    postCountDownImage: _post,
    packageFile: _package,
    ...summary
  } = toParameterDto(p);
  return summary;
}

/** Values of a new parameter for the fields a create request leaves out. */
export const NEW_PARAMETER: ParameterInput = {
  name: '',
  displayedName: '',
  stripCatNo: '',
  parameterRange: '',
  citationFormula: '',
  unit: '',
  visible: true,
  audioSignal: false,
  postCountDownSignal: false,
  productUrl: null,
  outOfRangeEntryMin: null,
  outOfRangeEntryMax: null,
  errorMessage: null,
  additionalInfo: null,
  isHowToUpdated: false,
  isFaqUpdated: false,
  isNotificationUpdated: false,
  preCountDownImage: null,
  preCountDownTextName: null,
  postCountDownImage: null,
  postCountDownTextName: null,
  packageFile: null,
  packageFileTextName: null,
  type: 2,
};

const FILE_NAMES = {
  preCountDownImage: 'preCountDownTextName',
  postCountDownImage: 'postCountDownTextName',
  packageFile: 'packageFileTextName',
} as const;

/** The stored file of a parameter as a download (404 when there is none). */
/** A stored file of a parameter as it is downloaded: its bytes, type and disposition. */
export interface ParameterFile {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  disposition: string;
}

/**
 * A stored file (`kind`: preCountDownImage, postCountDownImage or packageFile), or 404: an image
 * typed by its magic bytes and shown inline, the package file as octet-stream to save, each under
 * its stored name.
 */
export function parameterFile(
  stored: ParameterRecord,
  kindParam: string | undefined,
): ParameterFile {
  const kind = kindParam as keyof typeof FILE_NAMES;
  if (!kind || !Object.hasOwn(FILE_NAMES, kind)) throw errors.notFound();
  const content = stored[kind];
  if (!content) throw errors.notFound();
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = decodeBase64(content);
  } catch {
    throw errors.notFound();
  }
  const image =
    kind === 'packageFile' ? null : pictureTypeOf(bytes.subarray(0, PICTURE_HEAD_BYTES));
  const type =
    image === 'png' ? 'image/png' : image === 'jpeg' ? 'image/jpeg' : 'application/octet-stream';
  const fallback =
    kind === 'packageFile' ? 'package.bin' : `${kind}.${image === 'png' ? 'png' : 'jpg'}`;
  const fileName = stored[FILE_NAMES[kind]] || fallback;
  const disposition = kind === 'packageFile' ? 'attachment' : 'inline';
  return { bytes, type, disposition: contentDisposition(disposition, fileName) };
}
