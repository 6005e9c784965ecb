/**
 * The open-source packages the product ships, with version, licence, copyright line and source
 * link. The list is generated at build time from package.json (scripts/licenses.ts); this
 * component is its own chunk, loaded when the About page's licence section is opened.
 */
import { Typography } from 'antd';
import licenses from 'virtual:licenses';

export default function LicenceList() {
  return (
    <>
      <Typography.Paragraph>
        StripScan is built with {licenses.length} open-source packages. We thank their authors. Each
        package is used under the licence named here; the full licence texts come with the
        packages&apos; source code at the linked addresses.
      </Typography.Paragraph>
      <ul aria-label="Open-source packages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {licenses.map((p) => (
          <li
            key={`${p.name}@${p.version}`}
            style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
          >
            <Typography.Text strong>
              {p.repository ? <a href={p.repository}>{p.name}</a> : p.name}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{p.version}</Typography.Text>
            <div>Licence: {p.license}</div>
            {p.copyright && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {p.copyright}
              </Typography.Text>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
