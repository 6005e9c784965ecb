import { registerNotifier, notify } from './notify';

/** A stand-in for antd's notification API that keeps what is shown. */
function fakeNotifier() {
  const shown = new Map<string, string>();
  let n = 0;
  const add = (level: string) => (args: { key?: string; title?: unknown }) => {
    shown.set(args.key ?? `auto-${n++}`, `${level}: ${String(args.title)}`);
  };
  const api = {
    success: add('success'),
    error: add('error'),
    info: add('info'),
    warning: add('warning'),
    destroy: (key?: string) => (key === undefined ? shown.clear() : shown.delete(key)),
  };
  return { api, shown: () => [...shown.values()] };
}

describe('notify', () => {
  it('lets a success replace the notices about what has now worked', () => {
    const fake = fakeNotifier();
    const unregister = registerNotifier(fake.api as never);
    notify.error('The current password is not correct.');
    notify.success('Password was successfully updated.');
    expect(fake.shown()).toEqual(['success: Password was successfully updated.']);
    unregister();
  });

  it('dismisses a keyed notice once its condition is gone, leaving the others', () => {
    const fake = fakeNotifier();
    const unregister = registerNotifier(fake.api as never);
    notify.info('Something else');
    notify.error('Future range refused', undefined, 'date-range');
    notify.dismiss('date-range');
    expect(fake.shown()).toEqual(['info: Something else']);
    unregister();
  });

  it('queues notices and dismissals until the notifier registers', () => {
    notify.error('early', undefined, 'k');
    notify.info('kept');
    notify.dismiss('k');
    const fake = fakeNotifier();
    const unregister = registerNotifier(fake.api as never);
    expect(fake.shown()).toEqual(['info: kept']);
    unregister();
  });
});
