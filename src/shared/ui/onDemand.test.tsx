import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './onDemand';

interface Props {
  open: boolean;
  title: string;
}

/** A dialog whose code "arrives" when the test says so, and how often it was asked for. */
function slowDialog() {
  let arrive = () => {};
  const Dialog = ({ open, title }: Props) => (
    <div role="dialog" hidden={!open} aria-label={title} />
  );
  const load = vi.fn(
    () => new Promise<typeof Dialog>((resolve) => (arrive = () => resolve(Dialog))),
  );
  return { load, arrive: () => arrive() };
}

describe('onDemand', () => {
  it('asks for nothing and renders nothing until the dialog is first opened', async () => {
    const { load, arrive } = slowDialog();
    const Dialog = onDemand(load);
    const { rerender } = render(<Dialog open={false} title="Filters" />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Dialog open title="Filters" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    arrive();
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible();
  });

  it('stays mounted once opened, so a closed dialog is there to close and open again', async () => {
    const { load, arrive } = slowDialog();
    const Dialog = onDemand(load);
    const { rerender } = render(<Dialog open title="Columns" />);
    arrive();
    await screen.findByRole('dialog', { name: 'Columns' });
    rerender(<Dialog open={false} title="Columns" />);
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    rerender(<Dialog open title="Columns" />);
    expect(screen.getByRole('dialog', { name: 'Columns' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download once from preload, before any opening', async () => {
    const { load, arrive } = slowDialog();
    const Dialog = onDemand(load);
    Dialog.preload();
    Dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    render(<Dialog open title="Package" />);
    expect(await screen.findByRole('dialog', { name: 'Package' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
