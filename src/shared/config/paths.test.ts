import { paths } from './paths';

describe('paths', () => {
  it('holds the route table of spec 1 section 2.1', () => {
    expect(paths.root).toBe('/');
    expect(paths.login).toBe('/login');
    expect(paths.registerConfirm('a b')).toBe('/register/confirm/a%20b');
    expect(paths.resettingReset('t1')).toBe('/resetting/reset/t1');
    expect(paths.newsletterConfirm('n1')).toBe('/confirm/newsletter/n1');
    expect(paths.resultDetail(5)).toBe('/results/5');
    expect(paths.analysisDetail(7)).toBe('/analyses/7');
    expect(paths.image(3)).toBe('/image/3');
    expect(paths.profileOf(2)).toBe('/profile/2');
    expect(paths.manageShareLinks()).toBe('/manage-share-links/snapshot');
    expect(paths.manageShareLinksMenu('dynamic')).toBe('/manage-share-links-menu/dynamic');
    expect(paths.share('snapshot', 'results', 'abc')).toBe('/share/snapshot/results/abc');
    expect(paths.shareDynamicAnalysisResult('abc', 7)).toBe('/share/dynamic/analyses/abc/result/7');
    // the snapshot route has no place for the share id: it travels in the query
    expect(paths.shareSnapshotAnalysisResult('abc', 7)).toBe(
      '/share/snapshot/analyses/result/7?share=abc',
    );
    expect(paths.shareImage('abc')).toBe('/share/image/abc');
    expect(paths.shareImage('abc', 7)).toBe('/share/image/abc?resultId=7');
    expect(paths.info.privacyNewsletter).toBe('/info/privacy-statement-newsletter');
  });

  it('holds the admin paths of spec 3 section 2', () => {
    expect(paths.adminHome).toBe('/admin/dashboard');
    expect(paths.adminParameters).toBe('/admin/manageParameters');
    expect(paths.adminEditParameter(4)).toBe('/admin/editParameter/4');
    expect(paths.adminMonitoring).toBe('/admin/statistics');
  });
});
