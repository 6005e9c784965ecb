/** 'View sample image': what a pre-count-down screen looks like. */
import { Modal } from 'antd';

export const SAMPLE_IMAGE_URL = '/samples/pre-count-down-sample.svg';

export function SampleImageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} title="Sample pre-count-down image" footer={null} onCancel={onClose}>
      <img
        src={SAMPLE_IMAGE_URL}
        alt="Sample pre-count-down screen: dip the strip, then start the countdown"
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
