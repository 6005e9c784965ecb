/**
 * The page pattern of every list screen: the page's heading, then the table in a card. The
 * toolbar's create action (plus icon) is the one primary button of the page.
 */
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

export function ListPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageTitle style={{ marginBottom: 16 }}>{title}</PageTitle>
      <Card>{children}</Card>
    </>
  );
}
