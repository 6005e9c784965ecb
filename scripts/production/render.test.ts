import { readFileSync } from 'node:fs';
import { renderTemplate } from './render';

const site = readFileSync('scripts/production/site.conf.template', 'utf8');
const values = { PORT: 8080, STATIC_ROOT: '/srv/app', API_UPSTREAM: 'http://backend:8080/api/' };

describe('the production nginx templates', () => {
  it('fill the three placeholders of the site and keep nginx variables', () => {
    const conf = renderTemplate(site, values);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/app;');
    expect(conf).toContain('proxy_pass http://backend:8080/api/;');
    expect(conf).toContain('$request_uri $frame_ancestors');
    expect(conf).not.toMatch(/\$\{[A-Z_]+\}/);
  });

  it('refuse a placeholder without a value', () => {
    expect(() => renderTemplate(site, { PORT: 80, STATIC_ROOT: '/srv/app' })).toThrow(
      'no value for ${API_UPSTREAM}',
    );
  });
});
