import { afterPageLoad } from './afterPageLoad';

describe('afterPageLoad', () => {
  const setReadyState = (state: DocumentReadyState) =>
    Object.defineProperty(document, 'readyState', { value: state, configurable: true });
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the load event while the page loads', async () => {
    setReadyState('loading');
    const task = vi.fn();
    afterPageLoad(task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
  });

  it('runs soon when the page has loaded, and not once cancelled', async () => {
    const task = vi.fn();
    afterPageLoad(task);
    afterPageLoad(task)();
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
