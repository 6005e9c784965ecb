/** A text page of the info area (legal texts, imprint): the page title, an optional date, sections. */
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '@/shared/ui/PageTitle';
import type { LegalText } from '../content/legal';

export function InfoArticle({
  title,
  date,
  children,
}: {
  title: string;
  date?: string;
  children: ReactNode;
}) {
  return (
    <article style={{ maxWidth: 880, margin: '0 auto' }}>
      <PageTitle style={{ marginBottom: 8 }}>{title}</PageTitle>
      {date && <Typography.Paragraph type="secondary">Last updated: {date}</Typography.Paragraph>}
      <Card>{children}</Card>
    </article>
  );
}

/** The sections of a legal text under their headings. */
export function LegalSections({
  text,
  headingLevel = 2,
}: {
  text: LegalText;
  headingLevel?: 2 | 3;
}) {
  return text.sections.map((s) => (
    <section key={s.heading}>
      <Typography.Title level={headingLevel} style={{ fontSize: 18 }}>
        {s.heading}
      </Typography.Title>
      {s.paragraphs.map((p) => (
        <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
      ))}
    </section>
  ));
}
