import { Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import { dash } from './text';
import type { Result } from '@/api';

/** Test Strip (cat. no., lot no.), Card (cat. no., lot no.) and Phone (name, OS, camera). */
export function DeviceFields({ result }: { result: Result }) {
  const groups: { title: string; items: DescriptionsProps['items'] }[] = [
    {
      title: 'Test Strip',
      items: [
        { key: 'cat', label: 'Cat. No.', children: dash(result.testStripCatalogNumber) },
        { key: 'lot', label: 'Lot No.', children: dash(result.testStripLotNumber) },
      ],
    },
    {
      title: 'Card',
      items: [
        { key: 'cat', label: 'Cat. No.', children: dash(result.cardCatalogNumber) },
        { key: 'lot', label: 'Lot No.', children: dash(result.cardLotNumber) },
      ],
    },
    {
      title: 'Phone',
      items: [
        { key: 'name', label: 'Name', children: dash(result.phoneName) },
        { key: 'os', label: 'OS', children: dash(result.phoneOperatingSystem) },
        { key: 'camera', label: 'Camera', children: dash(result.phoneCamera) },
      ],
    },
  ];
  return (
    <>
      {groups.map((g) => (
        <Descriptions
          key={g.title}
          title={g.title}
          column={1}
          size="small"
          bordered
          styles={{ label: { width: '42%' } }}
          items={g.items}
          style={{ marginTop: 16 }}
        />
      ))}
    </>
  );
}
