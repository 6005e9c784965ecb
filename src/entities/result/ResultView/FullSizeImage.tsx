import { Card } from 'antd';

/**
 * A sample image in full size with a link to the original file: at most its own size (a small
 * sample is never blown up and blurred), scaled down to fit the window when larger.
 */
export function FullSizeImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Card
      size="small"
      title="Sample Image"
      extra={
        <a href={src} target="_blank" rel="noreferrer">
          Open original
        </a>
      }
    >
      <img
        src={src}
        alt={alt}
        style={{
          display: 'block',
          margin: '0 auto',
          maxWidth: '100%',
          maxHeight: 'min(calc(100vh - 260px), 720px)',
          width: 'auto',
          height: 'auto',
        }}
      />
    </Card>
  );
}
