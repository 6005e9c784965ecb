import { shellLayout } from './shellLayout';

describe('the shell at a window width', () => {
  it('switches the admin back-office at 1164 px and 434 px', () => {
    const side = { sideNav: true, drawer: null, compact: false };
    const tabs = { sideNav: false, drawer: 'tabs', compact: false };
    const mobile = { sideNav: false, drawer: 'mobile', compact: true };
    expect(shellLayout(1440, true)).toEqual(side);
    expect(shellLayout(1164, true)).toEqual(side);
    expect(shellLayout(1163, true)).toEqual(tabs);
    expect(shellLayout(768, true)).toEqual(tabs);
    expect(shellLayout(434, true)).toEqual(tabs);
    expect(shellLayout(433, true)).toEqual(mobile);
    expect(shellLayout(375, true)).toEqual(mobile);
  });

  it("switches users' screens at 768 px", () => {
    expect(shellLayout(1100, false)).toEqual({ sideNav: true, drawer: null, compact: false });
    expect(shellLayout(768, false)).toEqual({ sideNav: true, drawer: null, compact: false });
    expect(shellLayout(767, false)).toEqual({ sideNav: false, drawer: 'mobile', compact: true });
  });
});
