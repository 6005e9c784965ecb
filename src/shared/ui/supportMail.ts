/** The technical-support e-mail: a mailto link with a prefilled subject and body (no server call). */
export interface SupportRequest {
  deviceName?: string;
  deviceType?: 'Android' | 'iOS';
  deviceVersion?: string;
  description?: string;
}

export const SUPPORT_SUBJECT = 'Technical Support';

export function supportMailBody(values: SupportRequest): string {
  return [
    `Device name: ${values.deviceName ?? ''}`,
    `Device type: ${values.deviceType ?? ''}`,
    `OS version: ${values.deviceVersion ?? ''}`,
    '',
    'Description:',
    values.description ?? '',
  ].join('\n');
}

export function buildSupportMailto(recipient: string, values: SupportRequest): string {
  const subject = encodeURIComponent(SUPPORT_SUBJECT);
  const body = encodeURIComponent(supportMailBody(values));
  return `mailto:${recipient}?subject=${subject}&body=${body}`;
}
