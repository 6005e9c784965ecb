import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hostSettings, renderTemplate, tlsSettings } from './render';

const site = readFileSync('scripts/production/site.conf.template', 'utf8');
const values = {
  PORT: 8080,
  STATIC_ROOT: '/srv/app',
  API_UPSTREAM: 'http://backend:8080/api/',
  ...hostSettings({}),
  ...tlsSettings(),
};

const STAGING = {
  APP_ENVIRONMENT: 'staging',
  SENTRY_DSN: 'https://0f1e2d3c@o42.ingest.sentry.io/4507',
  ANALYTICS_URL: 'https://plausible.example.org/api/event',
  APP_RELEASE: '9b9ab56c0ffee',
};

const cspOf = (conf: string) => /Content-Security-Policy "([^"]+)"/.exec(conf)![1];
const configJsOf = (conf: string) =>
  /location = \/config\.js \{[^}]*return 200 'window\.__RUNTIME_CONFIG__ = (.*);\\n';/s.exec(
    conf,
  )![1];

describe('the production nginx templates', () => {
  it('fill the placeholders of the site and keep nginx variables', () => {
    const conf = renderTemplate(site, values);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/app;');
    expect(conf).toContain('proxy_pass http://backend:8080/api/;');
    expect(conf).toContain('$request_uri $frame_ancestors');
    expect(conf).not.toMatch(/\$\{\w+\}/);
  });

  it('refuse a placeholder without a value', () => {
    const { API_UPSTREAM: _, ...without } = values;
    expect(() => renderTemplate(site, without)).toThrow('no value for ${API_UPSTREAM}');
  });
});

describe("a host's settings (runtime-config.envsh)", () => {
  it('turn nothing on when nothing is set: /config.js is empty and the CSP as before', () => {
    const conf = renderTemplate(site, values);
    expect(JSON.parse(configJsOf(conf))).toEqual({});
    expect(cspOf(conf)).toContain("; connect-src 'self'; worker-src");
  });

  it('write the staging settings into /config.js and name exactly their hosts in connect-src', () => {
    const conf = renderTemplate(site, { ...values, ...hostSettings(STAGING) });
    expect(JSON.parse(configJsOf(conf))).toEqual({
      environment: 'staging',
      release: '9b9ab56c0ffee',
      sentryDsn: 'https://0f1e2d3c@o42.ingest.sentry.io/4507',
      analyticsUrl: 'https://plausible.example.org/api/event',
    });
    expect(cspOf(conf)).toContain(
      "; connect-src 'self' https://o42.ingest.sentry.io https://plausible.example.org; worker-src",
    );
  });

  it('name a host once, with its port', () => {
    const { CONNECT_SRC } = hostSettings({
      APP_ENVIRONMENT: 'production',
      SENTRY_DSN: 'http://key1@collector.internal:9000/sentry/2',
      ANALYTICS_URL: 'http://collector.internal:9000/event',
    });
    expect(CONNECT_SRC).toBe("'self' http://collector.internal:9000");
  });

  it('report nothing without an environment, whatever else is set', () => {
    const { APP_ENVIRONMENT: _, ...rest } = STAGING;
    expect(hostSettings(rest)).toEqual({ RUNTIME_CONFIG: '{}', CONNECT_SRC: "'self'" });
  });

  it('turn on only what is set', () => {
    const settings = hostSettings({
      APP_ENVIRONMENT: 'production',
      SENTRY_DSN: STAGING.SENTRY_DSN,
    });
    expect(JSON.parse(settings.RUNTIME_CONFIG)).toEqual({
      environment: 'production',
      sentryDsn: STAGING.SENTRY_DSN,
    });
    expect(settings.CONNECT_SRC).toBe("'self' https://o42.ingest.sentry.io");
  });

  it.each([
    [
      { APP_ENVIRONMENT: 'prod' },
      "APP_ENVIRONMENT: production or staging (or unset for none), not 'prod'",
    ],
    [{ ...STAGING, SENTRY_DSN: 'https://o42.ingest.sentry.io/4507' }, 'SENTRY_DSN: a DSN like'],
    [{ ...STAGING, SENTRY_DSN: "https://k@h/1'; return 200 'x" }, 'SENTRY_DSN: a DSN like'],
    [
      { ...STAGING, ANALYTICS_URL: 'https://a.example/e?site=x' },
      'ANALYTICS_URL: an http(s) address',
    ],
    [{ ...STAGING, ANALYTICS_URL: 'ftp://a.example/e' }, 'ANALYTICS_URL: an http(s) address'],
    [{ ...STAGING, APP_RELEASE: 'v1 "beta"' }, 'APP_RELEASE: letters, digits'],
  ])('stop the container on a malformed value: %j', (settings, message) => {
    expect(() => hostSettings(settings)).toThrow(message);
  });
});

describe('HTTPS where the host gives a certificate (tls.envsh)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tls-envsh-'));
  const CERTIFICATE = join(dir, 'fullchain.pem');
  const KEY = join(dir, 'privkey.pem');
  writeFileSync(CERTIFICATE, '');
  writeFileSync(KEY, '');
  /** The lines of the site's server block that nginx reads (comments and blank lines left out). */
  const active = (conf: string) =>
    conf
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));

  it('leave it plain HTTP without a certificate: every TLS line a comment', () => {
    const conf = active(renderTemplate(site, values));
    expect(
      conf.filter((line) => /ssl|http2|Strict-Transport|\$scheme =|return 301/.test(line)),
    ).toEqual([]);
    expect(conf).toContain('listen 8080;');
  });

  it('answer HTTPS with HTTP/2 on the TLS port, HSTS, and plain HTTP sent on to HTTPS', () => {
    const tls = tlsSettings({ TLS_CERTIFICATE: CERTIFICATE, TLS_CERTIFICATE_KEY: KEY });
    const rendered = renderTemplate(site, { ...values, ...tls });
    expect(rendered).not.toMatch(/\$\{\w+\}/);
    const conf = active(rendered);
    // HTTP/2 as the nginx here turns it on: a directive of its own from 1.25.1, else on listen
    const http2 = tls.TLS_HTTP2 === 'http2 on;';
    expect(conf).toEqual(
      expect.arrayContaining([
        'listen 8080;',
        http2 ? 'listen 443 ssl;' : 'listen 443 ssl http2;',
        ...(http2 ? ['http2 on;'] : []),
        `ssl_certificate ${CERTIFICATE};`,
        `ssl_certificate_key ${KEY};`,
        'add_header Strict-Transport-Security "max-age=31536000" always;',
        'if ($scheme = http) {',
        'return 301 https://$host:443$request_uri;',
      ]),
    );
    expect(
      tlsSettings({ TLS_CERTIFICATE: CERTIFICATE, TLS_CERTIFICATE_KEY: KEY, TLS_PORT: 8443 }),
    ).toMatchObject({ TLS: '', TLS_PORT: '8443' });
  });

  it.each([
    [{ TLS_CERTIFICATE: CERTIFICATE }, 'TLS_CERTIFICATE and TLS_CERTIFICATE_KEY go together'],
    [{ TLS_CERTIFICATE_KEY: KEY }, 'TLS_CERTIFICATE and TLS_CERTIFICATE_KEY go together'],
    [
      { TLS_CERTIFICATE: join(dir, 'missing.pem'), TLS_CERTIFICATE_KEY: KEY },
      'missing.pem' + "' cannot be read: mount the certificate's folder",
    ],
    [
      { TLS_CERTIFICATE: `${CERTIFICATE}; return 200 x`, TLS_CERTIFICATE_KEY: KEY },
      'an absolute path of letters, digits',
    ],
    [{ TLS_CERTIFICATE: 'fullchain.pem', TLS_CERTIFICATE_KEY: KEY }, 'an absolute path'],
    [{ TLS_PORT: '443; listen 80' }, "TLS_PORT: a port number, not '443; listen 80'"],
  ])('stop the container on a malformed value: %j', (settings, message) => {
    expect(() => tlsSettings(settings)).toThrow(message);
  });
});
