import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';

export interface SampleImageProps {
  /** the image URL, e.g. /api/results/1/image */
  src: string;
  /** the full-size image page, e.g. /image/1; without it the image is not a link */
  href?: string;
  name: string;
}

/**
 * The sample image the phone took; it links to the full-size view. Its box has the phone
 * camera's 4:3 shape before the image has loaded, so the cards below it stay in place when it
 * arrives; an image of another shape is shown whole inside the box.
 */
export function SampleImage({ src, href, name }: SampleImageProps) {
  const img = (
    <img
      src={src}
      alt={`Sample image of ${name}`}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'contain',
        borderRadius: 6,
      }}
    />
  );
  return (
    <Card size="small" title="Sample Image">
      {href ? (
        <Link to={href} aria-label="Open the sample image in full size">
          {img}
        </Link>
      ) : (
        img
      )}
      {href && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6, fontSize: 12 }}>
          Click the image to see it in full size.
        </Typography.Text>
      )}
    </Card>
  );
}
