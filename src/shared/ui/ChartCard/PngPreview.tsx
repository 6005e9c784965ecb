/** Story helper: a button that calls a chart's or map's `toPng()` and shows the picture below. */
import { Button, Space, Typography } from 'antd';
import { useState, type RefObject } from 'react';
import type { PngHandle } from './types';

export function PngPreview({ target }: { target: RefObject<PngHandle | null> }) {
  const [url, setUrl] = useState<string | null>(null);
  const [info, setInfo] = useState('');
  const make = async () => {
    try {
      const blob = await target.current!.toPng();
      setInfo(`${blob.type}, ${blob.size} bytes`);
      setUrl(URL.createObjectURL(blob));
    } catch (e) {
      setInfo(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Space orientation="vertical" style={{ marginTop: 16, width: '100%' }}>
      <Button onClick={make}>Create PNG</Button>
      {info && <Typography.Text data-testid="png-info">{info}</Typography.Text>}
      {url && (
        <img src={url} alt="PNG export" style={{ maxWidth: '100%', border: '1px solid #ddd' }} />
      )}
    </Space>
  );
}
