/**
 * The TLS host of the production suite (servers.ts has its addresses): the same dist/ behind a
 * third nginx, configured as `docker run -v <certificates> -e TLS_CERTIFICATE=...
 * -e TLS_CERTIFICATE_KEY=...` configures the image (scripts/production/tls.envsh): HTTPS with
 * HTTP/2 on its TLS port, its plain port redirecting there. The certificate is made for
 * 127.0.0.1 when the suite starts (openssl, one day), and is the only one the tests trust.
 * Nothing is turned on for reporting; /api goes to Prism as on the main host.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hostSettings, renderTemplate, tlsSettings } from '../../scripts/production/render.ts';
import { startNginx, type Started } from './processes.ts';
import { PRISM_PORT, TLS_PLAIN, TLS_PORT } from './servers.ts';

/** A self-signed certificate for 127.0.0.1 and its key, in `dir`. */
function makeCertificate(dir: string) {
  mkdirSync(dir, { recursive: true });
  const certificate = join(dir, 'fullchain.pem');
  const key = join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}

/** Starts the host; `certificate` is the PEM it serves. */
export function startTlsHost(runtime: string): { nginx: Started; certificate: string } {
  const { certificate, key } = makeCertificate(join(runtime, 'certificates'));
  const site = renderTemplate(readFileSync('scripts/production/site.conf.template', 'utf8'), {
    PORT: new URL(TLS_PLAIN).port,
    STATIC_ROOT: resolve('dist'),
    API_UPSTREAM: `http://127.0.0.1:${PRISM_PORT}/`,
    ...hostSettings({}),
    ...tlsSettings({ TLS_CERTIFICATE: certificate, TLS_CERTIFICATE_KEY: key, TLS_PORT }),
  });
  return {
    nginx: startNginx(join(runtime, 'nginx'), site),
    certificate: readFileSync(certificate, 'utf8'),
  };
}
