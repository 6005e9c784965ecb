/** A page heading with the back arrow before it (result image, and the result pages' error state). */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { PageTitle } from '@/shared/ui/PageTitle';

export function BackTitle({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <Flex align="center" gap={8}>
      <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back" onClick={onBack} />
      <PageTitle ellipsis>{title}</PageTitle>
    </Flex>
  );
}
