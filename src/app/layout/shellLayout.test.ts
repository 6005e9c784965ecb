import { shellLayout } from './shellLayout';

const side = { sideNav: true, drawer: null, compact: false, narrow: false };
const tabs = { sideNav: false, drawer: 'tabs', compact: false, narrow: false };
const mobile = { sideNav: false, drawer: 'mobile', compact: true, narrow: false };

describe('the shell at a window width', () => {
  it('switches the admin back-office at 1164 px and 434 px', () => {
    expect(shellLayout(1440, true)).toEqual(side);
    expect(shellLayout(1164, true)).toEqual(side);
    expect(shellLayout(1163, true)).toEqual(tabs);
    expect(shellLayout(768, true)).toEqual(tabs);
    expect(shellLayout(434, true)).toEqual(tabs);
    expect(shellLayout(433, true)).toEqual(mobile);
    expect(shellLayout(360, true)).toEqual(mobile);
  });

  it("switches users' screens at 1024, 768 (767 below it) and 374 px", () => {
    expect(shellLayout(1440, false)).toEqual(side);
    expect(shellLayout(1024, false)).toEqual(side);
    expect(shellLayout(1023, false)).toEqual(tabs);
    expect(shellLayout(768, false)).toEqual(tabs);
    expect(shellLayout(767, false)).toEqual(mobile);
    expect(shellLayout(579, false)).toEqual(mobile);
    expect(shellLayout(374, false)).toEqual(mobile);
    expect(shellLayout(373, false)).toEqual({ ...mobile, narrow: true });
    expect(shellLayout(320, false)).toEqual({ ...mobile, narrow: true });
  });
});
